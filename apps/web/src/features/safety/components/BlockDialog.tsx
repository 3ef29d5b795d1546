import { useTranslation } from 'react-i18next';
import { Button, Dialog, useToast } from '../../../ui';
import { useBlock } from '../api';

export interface BlockDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member to block. */
  userId: string;
  /** Their first name: the confirmation names the person. */
  name?: string | null;
  /** Called once the block is stored; the dialog has closed by then. */
  onBlocked?: () => void;
}

/** 'Block {name}?': what a block does, then Block or Cancel. */
export function BlockDialog({ open, onOpenChange, userId, name, onBlocked }: BlockDialogProps) {
  const { t } = useTranslation('safety');
  const block = useBlock();
  const toast = useToast();
  const who = name || t('block.someone');

  const changeOpen = (next: boolean) => {
    if (block.isPending) return;
    if (!next) block.reset();
    onOpenChange(next);
  };

  // Awaited rather than per-call callbacks: the screen under the dialog may unmount as the
  // block lands (its match vanishes live), and leaving must still happen.
  const confirm = async () => {
    try {
      await block.mutateAsync(userId);
    } catch {
      return; // block.isError shows the failure in the dialog.
    }
    onOpenChange(false);
    toast.show(t('block.done', { name: who }), 'success');
    onBlocked?.();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('block.title', { name: who })}
      description={t('block.body', { name: who })}
      footer={
        <>
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={block.isPending}>
            {t('block.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={block.isPending}>
            {t('block.confirm')}
          </Button>
        </>
      }
    >
      {block.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          {t('block.failed')}
        </p>
      ) : null}
    </Dialog>
  );
}
