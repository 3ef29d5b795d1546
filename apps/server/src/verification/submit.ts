import { randomUUID } from 'node:crypto';
import type { KycRequestSummary } from '@dating/shared';
import { eq } from 'drizzle-orm';
import { queueFaceAnalysis } from '../faces/index.js';
import type { Db } from '../infra/db/client.js';
import { kycRequests, userProfiles } from '../infra/db/schema.js';
import { AppError } from '../infra/http/errors.js';
import {
  KYC_MAX_SIDE,
  KYC_QUALITY,
  looksAlike,
  type ProcessedJpeg,
  perceptualHashes,
  processJpeg,
  recordImageHash,
} from '../infra/images/index.js';
import type { JobQueue } from '../infra/jobs/index.js';
import { pathFromStorageUrl, type Storage } from '../infra/storage/index.js';
import { checkUpload } from './check-upload.js';
import { type KycRow, kycPaths, toSummary, type VerificationUpload } from './kyc-row.js';

type Deps = { db: Db; storage: Storage; queue: JobQueue };

/**
 * POST /api/verification: the checked selfies, the avatar snapshot and the request row, with
 * kyc_status pending. The row, the profile change and the three uploads commit together: a
 * failed upload rolls the row back and removes whatever was stored.
 */
export async function submit(
  { db, storage, queue }: Deps,
  userId: string,
  upload: VerificationUpload,
): Promise<KycRequestSummary> {
  const checked = await checkUpload(upload);
  const [before] = await db
    .select({
      isVerified: userProfiles.isVerified,
      kycStatus: userProfiles.kycStatus,
      avatarUrl: userProfiles.avatarUrl,
    })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  if (!before) throw new AppError('NOT_FOUND');
  refuseByState(before);
  const ownAvatar = await avatarSnapshot(storage, before.avatarUrl);
  const avatar = ownAvatar ?? checked.selfie1;

  const requestId = randomUUID();
  const paths = kycPaths(userId, requestId);
  // A selfie that looks like another member's photos is flagged to the admins (issue 16).
  const selfieHashes = [
    { path: paths.selfie1, hashes: await perceptualHashes(checked.selfie1.data) },
    { path: paths.selfie2, hashes: await perceptualHashes(checked.selfie2.data) },
  ];
  const avatarMatch = ownAvatar ? await matchOfAvatar(ownAvatar, checked, selfieHashes) : null;
  try {
    const row = await db.transaction(async (tx) => {
      // The profile row lock makes two parallel submissions of one member take turns.
      const [locked] = await tx
        .select({ isVerified: userProfiles.isVerified, kycStatus: userProfiles.kycStatus })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
        .for('update');
      if (!locked) throw new AppError('NOT_FOUND');
      refuseByState(locked);
      const [inserted] = await tx
        .insert(kycRequests)
        .values({
          id: requestId,
          userId,
          status: 'pending',
          selfie1Url: paths.selfie1,
          selfie2Url: paths.selfie2,
          avatarSnapshotUrl: paths.avatar,
          selfie1Sha256: checked.selfie1.sha256,
          selfie2Sha256: checked.selfie2.sha256,
          avatarSha256: avatar.sha256,
          avatarMatch,
          challenge1: checked.challenges.challenge1,
          challenge2: checked.challenges.challenge2,
        })
        .returning();
      await tx
        .update(userProfiles)
        .set({ kycStatus: 'pending', updatedAt: new Date() })
        .where(eq(userProfiles.userId, userId));
      await storage.put('kyc', paths.selfie1, checked.selfie1.data, 'image/jpeg');
      await storage.put('kyc', paths.selfie2, checked.selfie2.data, 'image/jpeg');
      await storage.put('kyc', paths.avatar, avatar.data, 'image/jpeg');
      for (const selfie of selfieHashes) {
        await recordImageHash(tx, { userId, kind: 'selfie', ...selfie });
      }
      // Faces and the asked pose, read in the background for the reviewer (faces/analyse.ts).
      const { challenge1, challenge2 } = checked.challenges;
      for (const [path, challenge] of [
        [paths.selfie1, challenge1],
        [paths.selfie2, challenge2],
      ] as const) {
        await queueFaceAnalysis(queue, { userId, kind: 'selfie', path, challenge }, tx);
      }
      return inserted as KycRow;
    });
    return toSummary(row);
  } catch (error) {
    await removeStored(storage, paths);
    throw error;
  }
}

function refuseByState(profile: { isVerified: boolean; kycStatus: string | null }) {
  if (profile.isVerified) throw new AppError('ALREADY_VERIFIED');
  if (profile.kycStatus === 'pending') throw new AppError('KYC_PENDING');
}

/** The current avatar (media bucket) as a clean JPEG, or null when there is none to read. */
async function avatarSnapshot(
  storage: Storage,
  avatarPath: string | null,
): Promise<ProcessedJpeg | null> {
  const path = avatarPath ? pathFromStorageUrl('media', avatarPath) : null;
  if (!path) return null;
  const file = await storage.get('media', path);
  if (!file) return null;
  try {
    return await processJpeg(file.data, KYC_MAX_SIDE, KYC_QUALITY);
  } catch {
    return null;
  }
}

/**
 * A selfie that is the member's own avatar (issue 20): the same bytes (as uploaded or as
 * re-encoded) is 'identical', the same picture resized or recompressed is 'look_alike'.
 */
async function matchOfAvatar(
  avatar: ProcessedJpeg,
  checked: { selfie1: ProcessedJpeg; selfie2: ProcessedJpeg },
  selfieHashes: { hashes: Awaited<ReturnType<typeof perceptualHashes>> }[],
): Promise<'identical' | 'look_alike' | null> {
  const avatarBytes = [avatar.sha256, avatar.sourceSha256];
  for (const selfie of [checked.selfie1, checked.selfie2]) {
    if (avatarBytes.includes(selfie.sha256) || avatarBytes.includes(selfie.sourceSha256)) {
      return 'identical';
    }
  }
  const avatarHashes = await perceptualHashes(avatar.data);
  if (!avatarHashes) return null;
  return selfieHashes.some((s) => s.hashes && looksAlike(s.hashes, avatarHashes))
    ? 'look_alike'
    : null;
}

async function removeStored(storage: Storage, paths: ReturnType<typeof kycPaths>) {
  for (const path of [paths.selfie1, paths.selfie2, paths.avatar]) {
    await storage.remove('kyc', path).catch(() => undefined);
  }
  await storage.removePrefix('kyc', `${paths.dir}/`).catch(() => undefined);
}
