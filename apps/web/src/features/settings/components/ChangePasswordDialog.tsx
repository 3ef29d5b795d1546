import { changePasswordRequestSchema, signInRequestSchema } from '@dating/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { Button, Dialog, TextField } from '../../../ui';
import { useChangePassword } from '../api';

/** The server's rules, with sign-in's wording for a blank current password. */
const changePasswordFormSchema = changePasswordRequestSchema.extend({
  current_password: signInRequestSchema.shape.password,
});

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
  const form = useSchemaForm({
    schema: changePasswordFormSchema,
    initialValues: { current_password: '', new_password: '' },
    fieldOfError: { PASSWORD_INCORRECT: 'current_password' },
  });

  const changeOpen = (value: boolean) => {
    if (change.isPending) return;
    if (!value) {
      form.reset();
      change.reset();
    }
    onOpenChange(value);
  };

  const submit = form.handleSubmit(async (passwords) => {
    await change.mutateAsync(passwords);
    form.reset();
  });

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
            {...form.field('current_password')}
          />
          <TextField
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
            hint={t('password.newHint')}
            {...form.field('new_password')}
          />
          <FieldError message={form.formError} alert />
        </form>
      )}
    </Dialog>
  );
}
