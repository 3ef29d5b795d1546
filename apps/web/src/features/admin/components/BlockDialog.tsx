import { adminBlockWithReasonSchema, MODERATION_NOTE_MAX_LENGTH } from '@dating/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { Checkbox, useToast } from '../../../ui';
import { FormDialog, NoteField } from '../../../ui/admin-list';
import { useSetBlocked } from '../api';
import type { MemberDialogProps } from './memberDialog';

/**
 * Block with a reason (required, kept on the member's record) and, when they have open reports,
 * resolve them in the same step. Mount with a `key` per member so each opening starts empty.
 */
export function BlockDialog({
  user,
  openReports = 0,
  open,
  onOpenChange,
}: MemberDialogProps & { openReports?: number }) {
  const { t } = useTranslation('admin');
  const resolveId = useId();
  const toast = useToast();
  const block = useSetBlocked();
  const form = useSchemaForm({
    schema: adminBlockWithReasonSchema,
    initialValues: { blocked: true, reason: '', resolve_reports: openReports > 0 },
  });
  const reason = form.field('reason');

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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClose={() => form.reset()}
      title={t('block.title', { username: user.username })}
      description={t('block.body')}
      cancelLabel={t('block.cancel')}
      confirmLabel={form.values.resolve_reports ? t('block.confirmResolve') : t('block.confirm')}
      confirmVariant="destructive"
      pending={block.isPending}
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
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
    </FormDialog>
  );
}
