import { adminBlockWithReasonSchema, MODERATION_NOTE_MAX_LENGTH } from '@dating/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { Button, Checkbox, Dialog, useToast } from '../../../ui';
import { NoteField } from '../../../ui/admin-list';
import { useSetBlocked } from '../api';

/**
 * Block with a reason (required, kept on the member's record) and, when they have open reports,
 * resolve them in the same step. Mount with a `key` per member so each opening starts empty.
 */
export function BlockDialog({
  user,
  openReports = 0,
  open,
  onOpenChange,
}: {
  user: { id: string; username: string };
  openReports?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const resolveId = useId();
  const toast = useToast();
  const block = useSetBlocked();
  const form = useSchemaForm({
    schema: adminBlockWithReasonSchema,
    initialValues: { blocked: true, reason: '', resolve_reports: openReports > 0 },
  });
  const reason = form.field('reason');

  const changeOpen = (next: boolean) => {
    if (block.isPending) return;
    if (!next) form.reset();
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (data) => {
    await block.mutateAsync({ userId: user.id, ...data });
    toast.show(
      t(data.resolve_reports ? 'block.doneResolved' : 'alerts.blocked', {
        username: user.username,
      }),
      'success',
    );
    form.reset();
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('block.title', { username: user.username })}
      description={t('block.body')}
      footer={
        <>
          <Button variant="ghost" onClick={() => changeOpen(false)} disabled={block.isPending}>
            {t('block.cancel')}
          </Button>
          <Button variant="destructive" type="submit" form={`${id}-form`} loading={block.isPending}>
            {form.values.resolve_reports ? t('block.confirmResolve') : t('block.confirm')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <NoteField
          label={t('block.reason')}
          placeholder={t('block.reasonPlaceholder')}
          maxLength={MODERATION_NOTE_MAX_LENGTH}
          required
          {...reason}
        />
        {openReports > 0 && (
          <span className="flex items-center gap-1 text-sm text-neutral-800">
            <Checkbox
              id={resolveId}
              className="-ml-3"
              checked={form.values.resolve_reports ?? false}
              onCheckedChange={(checked) => form.setValue('resolve_reports', checked)}
            />
            <label htmlFor={resolveId} className="cursor-pointer py-3">
              {t('block.resolveToo', { count: openReports })}
            </label>
          </span>
        )}
        <FieldError message={form.formError} alert look="box" />
      </form>
    </Dialog>
  );
}
