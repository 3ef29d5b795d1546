import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Button, Dialog } from '../../../ui';
import { expectSessionEnd, useSignOut } from '../../auth';
import { useDeleteAccount } from '../api';
import { DeleteWarnings, useDeleteWarnings } from './DeleteWarnings';

/** The dialog's inside: mounted only while it is open, so the wallet is read only then. */
function DeleteAccountContent({
  busy,
  failure,
  onCancel,
  onConfirm,
}: {
  busy: boolean;
  failure: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('settings');
  const warnings = useDeleteWarnings();
  return (
    <>
      <div aria-live="polite" className="flex flex-col gap-3">
        <DeleteWarnings warnings={warnings} />
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
            {failure}
          </p>
        )}
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        {/* Not before the wallet answered: what would be lost is said first. */}
        <Button variant="danger" onClick={onConfirm} loading={busy} disabled={!warnings.ready}>
          {busy ? t('delete.confirming') : t('delete.confirm')}
        </Button>
      </div>
    </>
  );
}

/**
 * 'Are you sure?', with what would be lost (coins, pending withdrawals): deletes the account,
 * then signs out here and goes to /.
 */
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
    >
      <DeleteAccountContent
        busy={busy}
        failure={remove.isError ? errorText(remove.error, t) : null}
        onCancel={() => changeOpen(false)}
        onConfirm={confirm}
      />
    </Dialog>
  );
}
