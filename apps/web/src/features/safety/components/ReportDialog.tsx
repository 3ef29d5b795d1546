import { REPORT_REASONS, type ReportReason, reportRequestSchema } from '@dating/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { Button, cn, Dialog } from '../../../ui';
import { useSubmitReport } from '../api';

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member being reported. */
  userId: string;
  /** Their first name, for the title. */
  name?: string | null;
  /** Called once the report is stored (and whether the member was blocked too); closed by then. */
  onSubmitted?: (blocked: boolean) => void;
  /** Reported from a conversation: the photo or voice note the report carries (issue 35). */
  messageId?: string;
}

/** The reason (required) and the details (trimmed) of the shared report request. */
const reportFormSchema = reportRequestSchema.pick({ reason: true, details: true });

const EMPTY: { reason: ReportReason | null; details: string } = { reason: null, details: '' };

/**
 * Report a member: one of five reasons (required) and optional details
 * (docs/product.md#safety-reports-and-blocks).
 */
export function ReportDialog({
  open,
  onOpenChange,
  userId,
  name,
  onSubmitted,
  messageId,
}: ReportDialogProps) {
  const { t } = useTranslation('profile');
  const { t: ts } = useTranslation('safety');
  const id = useId();
  // Ticked by default: someone worth reporting is rarely someone to keep seeing.
  const [alsoBlock, setAlsoBlock] = useState(true);
  const report = useSubmitReport();
  const form = useSchemaForm({ schema: reportFormSchema, initialValues: EMPTY });
  const { reason } = form.values;

  const changeOpen = (next: boolean) => {
    if (report.isPending) return;
    if (!next) {
      form.reset();
      report.reset();
      setAlsoBlock(true);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async ({ reason: chosen, details }) => {
    try {
      await report.mutateAsync({
        reported_user_id: userId,
        reason: chosen,
        ...(details ? { details } : {}),
        also_block: alsoBlock,
        ...(messageId ? { message_id: messageId } : {}),
      });
    } catch {
      form.setFormError(t('report.failed'));
      return;
    }
    form.reset();
    setAlsoBlock(true);
    onOpenChange(false);
    onSubmitted?.(alsoBlock);
  });

  const formId = `${id}-form`;
  const details = form.field('details');
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={name ? t('report.title', { name }) : t('report.titleNoName')}
      footer={
        <>
          <Button variant="ghost" onClick={() => changeOpen(false)} disabled={report.isPending}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={report.isPending}>
            {report.isPending ? t('report.submitting') : t('report.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-2 text-sm font-medium text-neutral-800">
            {t('report.reasonLegend')}
          </legend>
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm',
                reason === value ? 'bg-rose-50 text-rose-800' : 'hover:bg-neutral-50',
              )}
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => form.setValue('reason', value)}
                className="size-5 accent-rose-600"
              />
              {t(`report.reasons.${value}`, { defaultValue: value })}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-details`} className="text-sm font-medium text-neutral-800">
            {t('report.details')}
          </label>
          <textarea
            id={`${id}-details`}
            rows={3}
            maxLength={1000}
            name={details.name}
            value={details.value}
            onChange={details.onChange}
            onBlur={details.onBlur}
            aria-invalid={details.error ? true : undefined}
            placeholder={t('report.detailsPlaceholder')}
            className="rounded-xl border border-neutral-300 px-4 py-3 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
          />
        </div>
        <FieldError message={details.error} />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm font-medium text-neutral-800 hover:bg-neutral-50">
          <input
            type="checkbox"
            checked={alsoBlock}
            onChange={(event) => setAlsoBlock(event.target.checked)}
            className="size-5 accent-rose-600"
          />
          {ts('alsoBlock', { name: name || ts('block.someone') })}
        </label>
        <FieldError message={form.errors.reason ?? form.formError} alert />
      </form>
    </Dialog>
  );
}
