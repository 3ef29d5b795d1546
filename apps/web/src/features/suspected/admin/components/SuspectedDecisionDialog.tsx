import {
  MODERATION_NOTE_MAX_LENGTH,
  type SuspectedItem,
  suspectedBlockRequestSchema,
  suspectedClearRequestSchema,
} from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FieldError, useSchemaForm } from '../../../../lib/forms';
import { useToast } from '../../../../ui';
import { FormDialog, NoteField } from '../../../../ui/admin-list';
import { useBlockSuspected, useClearSuspected } from '../api';

export type SuspectedDecision = 'block' | 'clear';

// One text box for both decisions: the block's reason, or the "not a scam" note (both required).
const schemas = {
  block: suspectedBlockRequestSchema,
  clear: z.object({ reason: suspectedClearRequestSchema.shape.note }),
};

/**
 * Block and resolve (a required reason, kept on the member's record and in the audit) or Not a
 * scam (a required note: the member leaves the queue until new evidence). Mount with a `key` per
 * opening so each starts empty.
 */
export function SuspectedDecisionDialog({
  item,
  decision,
  open,
  onOpenChange,
}: {
  item: SuspectedItem;
  decision: SuspectedDecision;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const block = useBlockSuspected();
  const clear = useClearSuspected();
  const { username, id: userId } = item.user;
  const form = useSchemaForm({ schema: schemas[decision], initialValues: { reason: '' } });
  const reason = form.field('reason');
  const pending = block.isPending || clear.isPending;

  const submit = form.handleSubmit(async (data) => {
    if (decision === 'block') {
      const result = await block.mutateAsync({ userId, reason: data.reason });
      toast.show(t('suspected.blocked', { username, count: result.notified }), 'success');
    } else {
      await clear.mutateAsync({ userId, note: data.reason });
      toast.show(t('suspected.cleared', { username }), 'success');
    }
    form.reset();
    onOpenChange(false);
  });

  const texts = decision === 'block' ? 'blockDialog' : 'clearDialog';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClose={() => form.reset()}
      title={t(`suspected.${texts}.title`, { username })}
      description={t(`suspected.${texts}.body`)}
      cancelLabel={t('block.cancel')}
      confirmLabel={t(`suspected.${texts}.confirm`)}
      confirmVariant={decision === 'block' ? 'destructive' : 'approve'}
      pending={pending}
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      <NoteField
        label={t(`suspected.${texts}.label`)}
        placeholder={t(`suspected.${texts}.placeholder`)}
        maxLength={MODERATION_NOTE_MAX_LENGTH}
        required
        {...reason}
      />
      <FieldError message={form.formError} alert look="box" />
    </FormDialog>
  );
}
