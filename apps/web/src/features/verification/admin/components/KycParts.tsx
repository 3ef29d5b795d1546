import type { AdminKycRequest } from '@dating/shared';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LookAlikeFlag } from '../../../../ui/admin-list';

/** Flags of one KYC request: another account's earlier selfie, and look-alike photos. */
export function DuplicateFlag({ item }: { item: AdminKycRequest }) {
  const { t } = useTranslation('adminKyc');
  if (!item.duplicate_of) return null;
  return (
    <p className="mt-1 inline-flex items-start gap-1 rounded-lg bg-orange-50 px-2 py-1 text-xs font-semibold text-orange-800">
      <Copy aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      {t('duplicate', { username: item.duplicate_of.username })}
    </p>
  );
}

/** Whether a request carries a flag (the queue marks it; the A key asks before approving it). */
export function isFlagged(item: AdminKycRequest): boolean {
  return (
    item.avatar_match !== null ||
    item.duplicate_of !== null ||
    item.duplicate_photo_of.length > 0 ||
    faceLinkedUsernames(item).length > 0 ||
    faceMissing(item)
  );
}

const analysedSelfies = (item: AdminKycRequest) =>
  [item.selfie1_faces, item.selfie2_faces].filter((faces) => faces !== null && !faces.pending);

/** Other accounts the face analysis found this member's selfie face on, each once. */
function faceLinkedUsernames(item: AdminKycRequest): string[] {
  const names = analysedSelfies(item).flatMap((faces) => faces?.linked ?? []);
  return [...new Set(names.map((account) => account.username))];
}

/** An analysed selfie in which no face was found. */
function faceMissing(item: AdminKycRequest): boolean {
  return analysedSelfies(item).some((faces) => faces?.faces === 0);
}

/** Accounts a look-alike sentence names one by one (the rest are counted), as the flag does. */
const NAMED = 3;

/** Each flag the request carries, in words (the keyboard approval's confirmation names them). */
export function useFlagTexts(item: AdminKycRequest | null): string[] {
  const { t } = useTranslation(['adminKyc', 'common']);
  if (!item) return [];
  const texts: string[] = [];
  if (item.avatar_match) texts.push(t(`viewer.avatarMatch.${item.avatar_match}`));
  if (item.duplicate_of) texts.push(t('duplicate', { username: item.duplicate_of.username }));
  if (faceMissing(item)) texts.push(t('confirmApprove.noFace'));
  const sameFace = faceLinkedUsernames(item);
  if (sameFace.length > 0) {
    texts.push(t('confirmApprove.sameFace', { usernames: namedList(sameFace, t) }));
  }
  const lookAlikes = item.duplicate_photo_of;
  if (lookAlikes.length > 0) {
    const usernames = namedList(
      lookAlikes.map((account) => account.username),
      t,
    );
    texts.push(t('confirmApprove.lookAlike', { usernames }));
  }
  return texts;
}

/** The first NAMED usernames as @names, the rest counted. */
function namedList(usernames: string[], t: ReturnType<typeof useTranslation>['t']): string {
  const named = usernames.slice(0, NAMED).map((username) => `@${username}`);
  const more = usernames.length - named.length;
  const list = named.join(t('confirmApprove.separator'));
  return more > 0 ? `${list} ${t('common:lookAlike.more', { count: more })}` : list;
}

export function Flags({ item }: { item: AdminKycRequest }) {
  return (
    <>
      <DuplicateFlag item={item} />
      <LookAlikeFlag accounts={item.duplicate_photo_of} />
    </>
  );
}
