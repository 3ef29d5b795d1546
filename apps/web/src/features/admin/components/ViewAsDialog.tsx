import { adminImpersonateRequestSchema, VIEW_AS_REASON_MAX_LENGTH } from '@dating/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { Button, Dialog } from '../../../ui';
import { NoteField } from '../../../ui/admin-list';
import { useViewAs } from '../api';

/**
 * View As asks why first (required, 3 to 500 characters, kept in the audit log), then opens the
 * member's app in a new, look-only tab. Mount with a `key` per member so each opening starts empty.
 */
export function ViewAsDialog({
  user,
  open,
  onOpenChange,
}: {
  user: { id: string; username: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const viewAs = useViewAs();
  const form = useSchemaForm({
    schema: adminImpersonateRequestSchema,
    initialValues: { reason: '' },
  });

  const changeOpen = (next: boolean) => {
    if (viewAs.isPending) return;
    if (!next) form.reset();
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async ({ reason }) => {
    await viewAs.mutateAsync({ userId: user.id, reason });
    form.reset();
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('viewAs.title', { username: user.username })}
      description={t('viewAs.body')}
      footer={
        <>
          <Button variant="ghost" onClick={() => changeOpen(false)} disabled={viewAs.isPending}>
            {t('viewAs.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} loading={viewAs.isPending}>
            {t('viewAs.confirm')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <NoteField
          label={t('viewAs.reason')}
          placeholder={t('viewAs.reasonPlaceholder')}
          maxLength={VIEW_AS_REASON_MAX_LENGTH}
          required
          {...form.field('reason')}
        />
        <FieldError message={form.formError} alert look="box" />
      </form>
    </Dialog>
  );
}
