import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { Button, Dialog } from '../../../ui';
import { FormDialog } from '../../../ui/admin-list';
import { useResetPassword } from '../api';
import type { MemberDialogProps } from './memberDialog';

type CopyState = 'idle' | 'copied' | 'failed';

/** Nothing to fill in: the form is the confirmation (Enter confirms, the refusal shows here). */
const confirmSchema = z.object({});

/** Asks first, then shows the temporary password once with a copy button. */
export function ResetPasswordDialog({ user, open, onOpenChange }: MemberDialogProps) {
  const { t } = useTranslation('admin');
  const reset = useResetPassword();
  const form = useSchemaForm({ schema: confirmSchema, initialValues: {} });
  const [copy, setCopy] = useState<CopyState>('idle');
  const password = reset.data?.temporary_password;

  const close = (next: boolean) => {
    if (next) return;
    onOpenChange(false);
    // Forget the password once the dialog closes: it is shown only once.
    reset.reset();
    form.reset();
    setCopy('idle');
  };

  const confirm = form.handleSubmit(() => reset.mutateAsync(user.id));

  const copyPassword = async () => {
    if (!password) return;
    try {
      await navigator.clipboard.writeText(password);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  if (password) {
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('resetPassword.doneTitle')}
        description={t('resetPassword.doneBody', { username: user.username })}
        footer={<Button onClick={() => close(false)}>{t('resetPassword.done')}</Button>}
      >
        <div className="flex items-center gap-2">
          <input
            readOnly
            value={password}
            aria-label={t('resetPassword.label', { username: user.username })}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-12 min-w-0 flex-1 rounded-xl border border-neutral-300 bg-neutral-50 px-4 font-mono text-lg tracking-wider text-neutral-900"
          />
          <Button variant="secondary" onClick={copyPassword}>
            {copy === 'copied' ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copy === 'copied' ? t('resetPassword.copied') : t('resetPassword.copy')}
          </Button>
        </div>
        {copy === 'failed' && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {t('resetPassword.copyFailed')}
          </p>
        )}
      </Dialog>
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t('resetPassword.confirmTitle', { username: user.username })}
      description={t('resetPassword.confirmBody')}
      cancelLabel={t('resetPassword.cancel')}
      confirmLabel={t('resetPassword.confirm')}
      confirmVariant="danger"
      pending={reset.isPending}
      holdWhilePending={false}
      onSubmit={confirm}
    >
      <FieldError
        message={form.formError && t('alerts.resetFailed', { message: form.formError })}
        alert
      />
    </FormDialog>
  );
}
