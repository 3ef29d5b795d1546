import type { AdminKycRequest } from '@dating/shared';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../../ui';
import { useFlagTexts } from './KycParts';

/**
 * The A key on a flagged request (issue 31): approval waits for a second yes, naming each flag
 * the request carries (the selfie is the member's own avatar, another account's selfie, photos
 * like other members'), so a key pressed in passing never approves what was not looked at.
 */
export function ApproveFlaggedDialog({
  item,
  pending,
  onConfirm,
  onCancel,
}: {
  /** The request to approve; null when closed. */
  item: AdminKycRequest | null;
  pending: boolean;
  onConfirm: (item: AdminKycRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminKyc');
  const flags = useFlagTexts(item);
  const who = `@${item?.user.username ?? ''}`;
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={t('confirmApprove.title')}
      description={t('confirmApprove.body', { who })}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {t('confirmApprove.cancel')}
          </Button>
          <Button
            variant="approve"
            loading={pending}
            onClick={() => item && onConfirm(item)}
            aria-label={`${t('confirmApprove.confirm')} ${who}`}
          >
            {pending ? t('approving') : t('confirmApprove.confirm')}
          </Button>
        </>
      }
    >
      <ul aria-label={t('confirmApprove.flags')} className="flex flex-col gap-1.5">
        {flags.map((text) => (
          <li
            key={text}
            className="flex items-start gap-1.5 rounded-lg bg-orange-50 px-2 py-1 text-sm font-semibold text-orange-900"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {text}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
