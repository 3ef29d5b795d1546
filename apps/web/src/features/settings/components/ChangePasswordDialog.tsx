import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../ui';
import { ChangePasswordForm, useChangePassword } from '../../auth';

/** Settings › Change Password: the auth feature's form in a dialog; other sessions end. */
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

  const changeOpen = (value: boolean) => {
    if (change.isPending) return;
    // Closing drops what was typed: the form is unmounted with the dialog's content.
    if (!value) change.reset();
    onOpenChange(value);
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
        <ChangePasswordForm id={formId} change={change} />
      )}
    </Dialog>
  );
}
