import { REPORT_REASONS, type ReportReason } from '@dating/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cn, Dialog } from '../../../ui';
import { useSubmitReport } from '../api';

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member being reported. */
  userId: string;
  /** Their first name, for the title. */
  name?: string | null;
  /** Called once the report is stored; the dialog has closed by then. */
  onSubmitted?: () => void;
}

/** Report a member: one of the spec's five reasons (required) and optional details. */
export function ReportDialog({ open, onOpenChange, userId, name, onSubmitted }: ReportDialogProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const report = useSubmitReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setReason(null);
    setDetails('');
    setError(null);
    report.reset();
  };

  const changeOpen = (next: boolean) => {
    if (report.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(t('report.reasonRequired'));
      return;
    }
    setError(null);
    const trimmed = details.trim();
    report.mutate(
      { reported_user_id: userId, reason, ...(trimmed ? { details: trimmed } : {}) },
      {
        onSuccess: () => {
          reset();
          onOpenChange(false);
          onSubmitted?.();
        },
        onError: () => setError(t('report.failed')),
      },
    );
  };

  const formId = `${id}-form`;
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
                onChange={() => {
                  setReason(value);
                  setError(null);
                }}
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
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            placeholder={t('report.detailsPlaceholder')}
            className="rounded-xl border border-neutral-300 px-4 py-3 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
          />
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
