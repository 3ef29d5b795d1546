import { MODERATION_NOTE_MAX_LENGTH, resolveReportsRequestSchema } from '@dating/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { Button, Dialog, useToast } from '../../../ui';
import { NoteField } from '../../../ui/admin-list';
import { useResolveReports } from '../api';

/** Resolve the open reports of the selected members, with an optional note (bulk). */
export function ResolveDialog({
  userIds,
  reportIds,
  open,
  onOpenChange,
  onDone,
}: {
  userIds: string[];
  /** The open reports of those members that the moderator saw: only these are closed. */
  reportIds: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const toast = useToast();
  const resolve = useResolveReports();
  // The note is the form; the members are the selection, added when sending.
  const form = useSchemaForm({
    schema: resolveReportsRequestSchema.pick({ note: true }),
    initialValues: { note: '' },
  });
  const note = form.field('note');

  const changeOpen = (next: boolean) => {
    if (resolve.isPending) return;
    if (!next) form.reset();
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (data) => {
    const result = await resolve.mutateAsync({
      user_ids: userIds,
      report_ids: reportIds,
      note: data.note || undefined,
    });
    toast.show(t('queue.resolvedMany', { count: result.members }), 'success');
    if (result.left_open > 0) toast.show(t('queue.leftOpen', { count: result.left_open }), 'info');
    form.reset();
    onDone();
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('queue.resolveTitle', { count: userIds.length })}
      description={t('queue.resolveBody')}
      footer={
        <>
          <Button variant="ghost" onClick={() => changeOpen(false)} disabled={resolve.isPending}>
            {t('block.cancel')}
          </Button>
          <Button variant="approve" type="submit" form={`${id}-form`} loading={resolve.isPending}>
            {t('queue.resolveConfirm', { count: userIds.length })}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <NoteField label={t('queue.note')} maxLength={MODERATION_NOTE_MAX_LENGTH} {...note} />
        <FieldError message={form.formError} alert look="box" />
      </form>
    </Dialog>
  );
}
