import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../ui';

/** 'Unmatch {name}?' with the spec's warning; the failure text stays in the dialog. */
export function UnmatchDialog({
  open,
  onOpenChange,
  name,
  pending,
  failed,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  pending: boolean;
  failed: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={t('unmatch.title', { name })}
      description={t('unmatch.body')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('unmatch.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {t('unmatch.confirm')}
          </Button>
        </>
      }
    >
      {failed ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          {t('unmatch.failed')}
        </p>
      ) : null}
    </Dialog>
  );
}
