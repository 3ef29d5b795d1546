import { KYC_DECISION_REASON_MAX_LENGTH } from '@dating/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../ui';

/** Asks for the reason of a denial (spec section 5: required); the member will read it. */
export function DenyDialog({
  open,
  username,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  username: string;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('adminKyc');
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setReason('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(t('KYC_REASON_REQUIRED', { ns: 'errors' }));
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('denyDialog.title')}
      description={`@${username} · ${t('denyDialog.body')}`}
      footer={
        <>
          <Button variant="ghost" onClick={() => changeOpen(false)} disabled={pending}>
            {t('denyDialog.cancel')}
          </Button>
          <Button variant="danger" type="submit" form={`${id}-form`} loading={pending}>
            {pending ? t('denyDialog.confirming') : t('denyDialog.confirm')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-reason`} className="text-sm font-medium text-neutral-800">
          {t('denyDialog.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          required
          maxLength={KYC_DECISION_REASON_MAX_LENGTH}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          placeholder={t('denyDialog.placeholder')}
          className="rounded-xl border border-neutral-300 px-4 py-3 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
