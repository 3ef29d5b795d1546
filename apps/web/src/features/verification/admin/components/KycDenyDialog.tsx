import {
  type AdminKycRequest,
  formatErrorMessage,
  KYC_DECISION_REASON_MAX_LENGTH,
  requiredText,
} from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DecisionDialog } from '../../../../ui/admin-list';

/**
 * A denial needs a reason the member can read (the server answers KYC_REASON_REQUIRED); one over
 * the limit is refused with words the validation catalogue translates.
 */
const denyReasonSchema = z.object({
  reason: requiredText(formatErrorMessage('KYC_REASON_REQUIRED')).max(
    KYC_DECISION_REASON_MAX_LENGTH,
    `The reason can be at most ${KYC_DECISION_REASON_MAX_LENGTH} characters.`,
  ),
});

/** Deny a request (the button or the D key): asks for the reason the member reads. */
export function KycDenyDialog({
  item,
  pending,
  onConfirm,
  onCancel,
}: {
  /** The request to deny; null when closed. */
  item: AdminKycRequest | null;
  pending: boolean;
  onConfirm: (item: AdminKycRequest, reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminKyc');
  return (
    <DecisionDialog
      key={item?.id ?? 'closed'}
      open={item !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('denyDialog.title')}
      description={`@${item?.user.username ?? ''} · ${t('denyDialog.body')}`}
      label={t('denyDialog.reason')}
      placeholder={t('denyDialog.placeholder')}
      schema={denyReasonSchema}
      required
      maxLength={KYC_DECISION_REASON_MAX_LENGTH}
      confirmLabel={t('denyDialog.confirm')}
      confirmingLabel={t('denyDialog.confirming')}
      cancelLabel={t('denyDialog.cancel')}
      pending={pending}
      onConfirm={(reason) => item && reason && onConfirm(item, reason)}
    />
  );
}
