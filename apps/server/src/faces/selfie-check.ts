import { type SelfieCheckResponse, verificationChallengeSchema } from '@dating/shared';
import type { FaceEngine } from '../infra/faces/index.js';
import { AppError, validationError } from '../infra/http/errors.js';
import { KYC_MAX_SIDE, KYC_QUALITY, processJpeg } from '../infra/images/index.js';

/**
 * POST /api/verification/selfie-check: the member's instant feedback before submitting. The
 * selfie is decoded as a submission would be (a non-image is refused), analysed, and dropped:
 * nothing is stored. The answer only helps the member retake; a person reviews what is sent.
 */
export async function checkSelfie(
  engine: FaceEngine,
  image: Buffer | undefined,
  challenge: string | undefined,
): Promise<SelfieCheckResponse> {
  if (!image?.length) throw new AppError('IMAGE_REQUIRED');
  const parsed = verificationChallengeSchema.safeParse(challenge);
  if (!parsed.success) throw validationError('Please choose a known challenge.', 'challenge');
  const jpeg = await processJpeg(image, KYC_MAX_SIDE, KYC_QUALITY);
  const analysis = await engine.analyzeFaces(jpeg.data, { challenge: parsed.data });
  return { faces: analysis.faces.length, pose: analysis.pose ?? 'unknown' };
}
