import { z } from 'zod';
import { KYC_AVATAR_MATCHES, KYC_STATUSES, VERIFICATION_CHALLENGES } from '../constants.js';
import { PHOTO_FACE_STATES, POSE_VERDICTS } from '../trust.js';
import { clampedLimit } from './common.js';
import { duplicatePhotoOfSchema } from './profile.js';

/**
 * Identity verification (docs/product.md#verification).
 * The member's POST is multipart (selfie1, selfie2 files + the two challenge ids), so only its
 * text fields have a schema here.
 */

export const verificationChallengeSchema = z.enum(VERIFICATION_CHALLENGES);

/**
 * Verification display (docs/product.md#verification): verified > pending > denied > unverified.
 */
export const VERIFICATION_STATES = ['verified', 'pending', 'denied', 'unverified'] as const;
export const verificationStateSchema = z.enum(VERIFICATION_STATES);
export type VerificationDisplayState = z.infer<typeof verificationStateSchema>;

export function verificationDisplayState(profile: {
  is_verified: boolean;
  kyc_status: string | null;
}): VerificationDisplayState {
  if (profile.is_verified) return 'verified';
  if (profile.kyc_status === 'pending') return 'pending';
  if (profile.kyc_status === 'denied') return 'denied';
  return 'unverified';
}

/** The two challenges of one request: known ids, and two different ones. */
export const verificationChallengesSchema = z
  .object({ challenge1: verificationChallengeSchema, challenge2: verificationChallengeSchema })
  .refine((value) => value.challenge1 !== value.challenge2, {
    message: 'The two challenges must be different.',
    path: ['challenge2'],
  });
export type VerificationChallenges = z.infer<typeof verificationChallengesSchema>;

/** A member's own request, as GET /api/verification and POST /api/verification answer it. */
export const kycRequestSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(KYC_STATUSES),
  /** The admin's notes (the reason of a denial). */
  notes: z.string().nullable(),
  created_at: z.string(),
  challenge1: verificationChallengeSchema.nullable(),
  challenge2: verificationChallengeSchema.nullable(),
});
export type KycRequestSummary = z.infer<typeof kycRequestSummarySchema>;

export const verificationResponseSchema = z.object({
  state: verificationStateSchema,
  last_request: kycRequestSummarySchema.nullable(),
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

/** Multipart field names of POST /api/verification. */
export const VERIFICATION_UPLOAD_FIELDS = {
  selfie1: 'selfie1',
  selfie2: 'selfie2',
  challenge1: 'challenge1',
  challenge2: 'challenge2',
} as const;

/** Another account's earlier request with one of the same selfies (a possible impostor). */
export const kycDuplicateSchema = z.object({
  request_id: z.uuid(),
  user_id: z.uuid(),
  username: z.string(),
});

/**
 * What the face analysis read from one selfie (docs/face-matching.md): points a reviewer at a
 * problem, never decides. `pending` while its background job has not run.
 */
export const kycSelfieFacesSchema = z.object({
  pending: z.boolean(),
  /** Faces found; null while pending. */
  faces: z.number().int().nullable(),
  /** Whether the asked pose was seen; 'unknown' where the models cannot tell that pose. */
  pose: z.enum(POSE_VERDICTS).nullable(),
  /**
   * Each of the member's profile photos, best first: what its own analysis found (`face`:
   * 'pending' before its job has run, 'none' without a face) and its similarity to this
   * selfie's face (null unless both pictures have one).
   */
  photos: z.array(
    z.object({
      url: z.string(),
      face: z.enum(PHOTO_FACE_STATES),
      similarity: z.number().nullable(),
    }),
  ),
  /** Other accounts whose photo or selfie shows this face, most alike first. */
  linked: z.array(z.object({ user_id: z.uuid(), username: z.string(), similarity: z.number() })),
});
export type KycSelfieFaces = z.infer<typeof kycSelfieFacesSchema>;

export const adminKycRequestSchema = z.object({
  id: z.uuid(),
  user: z.object({ id: z.uuid(), username: z.string(), first_name: z.string().nullable() }),
  /** Private `/files/kyc/...` URLs: served to the owner and admins only. */
  selfie1_url: z.string().nullable(),
  selfie2_url: z.string().nullable(),
  avatar_snapshot_url: z.string().nullable(),
  challenge1: verificationChallengeSchema.nullable(),
  challenge2: verificationChallengeSchema.nullable(),
  status: z.enum(KYC_STATUSES),
  notes: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  duplicate_of: kycDuplicateSchema.nullable(),
  /** Other members whose profile photos look like this request's selfies or the member's photos. */
  duplicate_photo_of: z.array(duplicatePhotoOfSchema),
  /** A selfie that is the member's own avatar (the same bytes, or the same picture). */
  avatar_match: z.enum(KYC_AVATAR_MATCHES).nullable(),
  /** A resubmission: the member's latest earlier denied request and its reason. */
  previous_denial: z
    .object({
      request_id: z.uuid(),
      reason: z.string().nullable(),
      decided_at: z.string().nullable(),
    })
    .nullable(),
  /** The member's current profile photos (public /files/media URLs), for the side-by-side viewer. */
  photos: z.array(z.string()),
  /** The face analysis of each selfie; null for a request without that selfie. */
  selfie1_faces: kycSelfieFacesSchema.nullable(),
  selfie2_faces: kycSelfieFacesSchema.nullable(),
});
export type AdminKycRequest = z.infer<typeof adminKycRequestSchema>;

/** The KYC list's orders besides the default (pending oldest first, else newest first). */
export const KYC_SORTS = ['oldest', 'risk'] as const;
export type KycSort = (typeof KYC_SORTS)[number];

/** One page of the KYC list (decision 025: keyset paging, nothing is cut off). */
export const ADMIN_KYC_PAGE_SIZE = 50;

export const adminKycQuerySchema = z.object({
  status: z.enum(KYC_STATUSES).optional().catch(undefined),
  /** The `next_cursor` of the page before; one the server did not make is the first page. */
  cursor: z.string().max(200).optional().catch(undefined),
  limit: clampedLimit(ADMIN_KYC_PAGE_SIZE),
  /** `risk`: no face, pose not seen, unlike the own photos, face on another account first. */
  sort: z.enum(KYC_SORTS).optional().catch(undefined),
});
export type AdminKycQuery = z.infer<typeof adminKycQuerySchema>;

export const adminKycListResponseSchema = z.object({
  items: z.array(adminKycRequestSchema),
  /** The next page's cursor, or null on the last page. */
  next_cursor: z.string().nullable(),
});
export type AdminKycListResponse = z.infer<typeof adminKycListResponseSchema>;

/** What a decision did: decided now, or the same decision had been made (a repeated click). */
export const KYC_DECISION_OUTCOMES = ['decided', 'already_decided'] as const;
export const adminKycDecisionResponseSchema = adminKycRequestSchema.extend({
  outcome: z.enum(KYC_DECISION_OUTCOMES),
});
export type AdminKycDecisionResponse = z.infer<typeof adminKycDecisionResponseSchema>;

export const adminKycParamsSchema = z.object({ id: z.string() });

export const KYC_DECISION_REASON_MAX_LENGTH = 500;

/** A reason is required to deny (checked by the server as KYC_REASON_REQUIRED, not here). */
export const adminKycDecisionRequestSchema = z.object({
  status: z.enum(KYC_STATUSES).exclude(['pending']),
  reason: z.string().trim().max(KYC_DECISION_REASON_MAX_LENGTH).nullish(),
});
export type AdminKycDecisionRequest = z.infer<typeof adminKycDecisionRequestSchema>;

/** POST /api/verification/selfie-check: one selfie and its challenge, checked and not stored. */
export const SELFIE_CHECK_FIELDS = { image: 'image', challenge: 'challenge' } as const;

export const selfieCheckResponseSchema = z.object({
  faces: z.number().int(),
  pose: z.enum(POSE_VERDICTS),
});
export type SelfieCheckResponse = z.infer<typeof selfieCheckResponseSchema>;
