import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Button, Dialog } from '../../../ui';
import { expectSessionEnd, useSignOut } from '../../auth';
import { useDeleteAccount } from '../api';

/** 'Are you sure?': deletes the account, then signs out here and goes to /. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  const remove = useDeleteAccount();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const busy = remove.isPending || signOut.isPending;

  const changeOpen = (next: boolean) => {
    if (busy) return;
    if (!next) remove.reset();
    onOpenChange(next);
  };

  const confirm = () => {
    // The server closes this tab's socket as it deletes the account: the tab goes to / then too.
    expectSessionEnd(paths.landing);
    remove.mutate(undefined, {
      onError: () => expectSessionEnd(null),
      // The server has ended the session; signing out clears this tab (and the others).
      onSuccess: () =>
        signOut.mutate(
          { redirectTo: paths.landing, endedOnServer: true },
          { onSettled: () => navigate(paths.landing, { replace: true }) },
        ),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('delete.title')}
      description={t('delete.body')}
      footer={
        <>
          <Button variant="ghost" onClick={() => changeOpen(false)} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy}>
            {busy ? t('delete.confirming') : t('delete.confirm')}
          </Button>
        </>
      }
    >
      {remove.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
          {errorText(remove.error, t)}
        </p>
      )}
    </Dialog>
  );
}
