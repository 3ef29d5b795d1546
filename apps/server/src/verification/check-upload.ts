import { type VerificationChallenges, verificationChallengesSchema } from '@dating/shared';
import { AppError } from '../infra/http/errors.js';
import {
  KYC_MAX_SIDE,
  KYC_QUALITY,
  type ProcessedJpeg,
  processJpeg,
} from '../infra/images/index.js';
import type { VerificationUpload } from './kyc-row.js';

/**
 * Checks the upload as the web app does, without trusting the client
 * (docs/product.md#verification).
 */
export async function checkUpload(upload: VerificationUpload): Promise<{
  challenges: VerificationChallenges;
  selfie1: ProcessedJpeg;
  selfie2: ProcessedJpeg;
}> {
  const { selfie1, selfie2 } = upload;
  // An empty file part is what a browser sends for an empty file input: not provided.
  if (!selfie1?.length || !selfie2?.length) throw new AppError('SELFIES_REQUIRED');
  const challenges = verificationChallengesSchema.safeParse({
    challenge1: upload.challenge1,
    challenge2: upload.challenge2,
  });
  if (!challenges.success) throw new AppError('CHALLENGES_INVALID');
  if (selfie1.equals(selfie2)) throw new AppError('SELFIES_IDENTICAL');
  const first = await processJpeg(selfie1, KYC_MAX_SIDE, KYC_QUALITY);
  const second = await processJpeg(selfie2, KYC_MAX_SIDE, KYC_QUALITY);
  // Same pixels in another wrapper (metadata only) re-encode to the same JPEG.
  if (first.sourceSha256 === second.sourceSha256 || first.sha256 === second.sha256) {
    throw new AppError('SELFIES_IDENTICAL');
  }
  return { challenges: challenges.data, selfie1: first, selfie2: second };
}
