import { adminImpersonateRequestSchema, VIEW_AS_REASON_MAX_LENGTH } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { FormDialog, NoteField } from '../../../ui/admin-list';
import { useViewAs } from '../api';
import type { MemberDialogProps } from './memberDialog';

/**
 * View As asks why first (required, 3 to 500 characters, kept in the audit log), then opens the
 * member's app in a new, look-only tab. Mount with a `key` per member so each opening starts empty.
 */
export function ViewAsDialog({ user, open, onOpenChange }: MemberDialogProps) {
  const { t } = useTranslation('admin');
  const viewAs = useViewAs();
  const form = useSchemaForm({
    schema: adminImpersonateRequestSchema,
    initialValues: { reason: '' },
  });

  const submit = form.handleSubmit(async ({ reason }) => {
    await viewAs.mutateAsync({ userId: user.id, reason });
    form.reset();
    onOpenChange(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClose={() => form.reset()}
      title={t('viewAs.title', { username: user.username })}
      description={t('viewAs.body')}
      cancelLabel={t('viewAs.cancel')}
      confirmLabel={t('viewAs.confirm')}
      pending={viewAs.isPending}
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      <NoteField
        label={t('viewAs.reason')}
        placeholder={t('viewAs.reasonPlaceholder')}
        maxLength={VIEW_AS_REASON_MAX_LENGTH}
        required
        {...form.field('reason')}
      />
      <FieldError message={form.formError} alert look="box" />
    </FormDialog>
  );
}
