import { passwordSchema } from '@dating/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { errorText, validationText } from '../../../lib/i18n';
import { Button, Dialog, TextField } from '../../../ui';
import { useChangePassword } from '../api';

type Errors = { current?: string; next?: string; form?: string };

/** Current + new password (the new one checked with the shared rule); other sessions end. */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  const formId = useId();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const changeOpen = (value: boolean) => {
    if (change.isPending) return;
    if (!value) {
      setCurrent('');
      setNext('');
      setErrors({});
      change.reset();
    }
    onOpenChange(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!current) found.current = validationText('Password is required.', t);
    const checked = passwordSchema.safeParse(next);
    if (!checked.success) found.next = validationText(checked.error.issues[0]?.message ?? '', t);
    setErrors(found);
    if (found.current || found.next) return;
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
        },
        onError: (error) =>
          setErrors(
            isApiError(error) && error.code === 'PASSWORD_INCORRECT'
              ? { current: errorText(error, t) }
              : { form: errorText(error, t) },
          ),
      },
    );
  };

  const done = change.isSuccess;
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('password.title')}
      footer={
        done ? (
          <Button variant="secondary" onClick={() => changeOpen(false)}>
            {t('close')}
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={() => changeOpen(false)} disabled={change.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" form={formId} loading={change.isPending}>
              {change.isPending ? t('password.submitting') : t('password.submit')}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-800"
        >
          {t('password.success')}
        </p>
      ) : (
        <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            value={current}
            error={errors.current}
            onChange={(event) => setCurrent(event.target.value)}
          />
          <TextField
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
            value={next}
            hint={t('password.newHint')}
            error={errors.next}
            onChange={(event) => setNext(event.target.value)}
          />
          {errors.form && (
            <p role="alert" className="text-sm text-red-600">
              {errors.form}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
