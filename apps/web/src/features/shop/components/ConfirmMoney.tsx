import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../ui';

/**
 * Asks before coins move (issue 17: one tap must not spend 10,000 coins): 'Buy Rose for 50
 * coins? Balance after: 4,950'. A refusal is shown inside the dialog, which stays open so the
 * retry sends the same Idempotency-Key; nothing is said in a toast that would cover the balance.
 */
export function ConfirmMoney({
  open,
  title,
  question,
  confirmLabel,
  busy,
  error,
  canConfirm = true,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  error: string | undefined;
  /** False when the answer is already known to be no (e.g. not enough coins). */
  canConfirm?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('shop');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={title}
      description={question}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('confirm.cancel')}
          </Button>
          {canConfirm && (
            <Button onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          )}
        </>
      }
    >
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

/** The outcome of the last purchase or sale, said under the tab instead of in a toast. */
export function ShopNotice({ text }: { text: string | undefined }) {
  return (
    <p role="status" className="min-h-0 text-sm font-medium text-emerald-700 empty:hidden">
      {text}
    </p>
  );
}
