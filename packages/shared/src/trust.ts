/**
 * Trust-and-safety constants (issue 33): receipt flags, the Suspected queue's signals and the
 * face checks. Apart from constants.ts on purpose: only the admin console and the verification
 * screens use them, and the bundler places a module whole in one chunk, so in constants.ts they
 * would ride in every first visit (docs/decisions/019-first-visit-budget.md).
 */

/**
 * What reading a deposit's screenshot can point out to the admin (docs/receipt-reading.md); none
 * approves or rejects anything. `transaction_id_reused`: another deposit typed or read the same
 * transaction ID.
 */
export const RECEIPT_FLAGS = [
  'amount_mismatch',
  'transaction_id_mismatch',
  'wallet_mismatch',
  'receiver_not_ours',
  'unreadable',
  'transaction_id_reused',
] as const;
export type ReceiptFlag = (typeof RECEIPT_FLAGS)[number];

/**
 * Scam signals and the Suspected queue (docs/product.md#the-suspected-queue,
 * docs/decisions/034-suspected-queue.md). Each signal fires past its threshold and adds its
 * weight; a member whose weights add up to SUSPECTED_MIN_SCORE is queued, highest score first.
 */
export const SUSPECTED_SIGNAL_KINDS = [
  'repeated_opener',
  'off_app_asks',
  'reports',
  'linked_accounts',
  'machine_likes',
] as const;
export type SuspectedSignalKind = (typeof SUSPECTED_SIGNAL_KINDS)[number];
/** How a linked account is linked: a browser, a payout number, a picture or a face. */
export const SUSPECTED_LINK_KINDS = ['device', 'payout', 'photo', 'face'] as const;
export type SuspectedLinkKind = (typeof SUSPECTED_LINK_KINDS)[number];
export const SUSPECTED_WEIGHTS = {
  repeated_opener: 40,
  off_app_asks: 40,
  reports: 30,
  machine_likes: 30,
  // Linked accounts alone are weak (a couple shares a phone): per kind of link.
  device: 15,
  payout: 30,
  photo: 20,
  // One face on two accounts is a recycled profile: enough on its own for a moderator to look.
  face: 30,
} as const;
/** Below this total a member stays out of the queue (one device link alone is not enough). */
export const SUSPECTED_MIN_SCORE = 30;
/** Signals look back this far. */
export const SUSPECTED_WINDOW_DAYS = 7;
/** One opener (or near copies of it) to at least this many matches in the window. */
export const SUSPECTED_OPENER_MIN_MATCHES = 5;
/** Character-trigram Jaccard similarity from which two openers are "nearly the same". */
export const SUSPECTED_OPENER_SIMILARITY = 0.6;
/** Shorter openers (normalised) are greetings anyone sends ("hi", "hello there"). */
export const SUSPECTED_OPENER_MIN_CHARS = 20;
/** Money or off-app asks in at least this many distinct conversations in the window. */
export const SUSPECTED_ASK_MIN_CONVERSATIONS = 3;
/** Reports from at least this many distinct members in the last SUSPECTED_REPORT_DAYS. */
export const SUSPECTED_REPORT_MIN_REPORTERS = 2;
export const SUSPECTED_REPORT_DAYS = 30;
/** Machine-speed likes: an account younger than this... */
export const SUSPECTED_NEW_ACCOUNT_DAYS = 3;
/** ...with at least this many likes... */
export const SUSPECTED_FAST_LIKES_MIN = 30;
/** ...whose median gap between likes is below this (a person needs about a second a card). */
export const SUSPECTED_FAST_LIKE_GAP_MS = 1000;
/** How often the signals are recomputed: a ring is queued within a minute. */
export const SUSPECTED_INTERVAL_MS = 30_000;
export const SUSPECTED_PAGE_SIZE = 20;
/** Evidence items kept per signal (the opener's conversations, the quoted messages...). */
export const SUSPECTED_EVIDENCE_MAX = 20;

/**
 * Faces (issue 33): two face descriptions at or above this cosine similarity are the same
 * person for linking accounts. Chosen between the measured distributions of docs/face-matching.md
 * (bench/faces.ts); a link only points a moderator at the pair, it never decides alone.
 */
export const FACE_MATCH_THRESHOLD = 0.78;

/** Pictures whose faces are read (docs/face-matching.md): profile photos and selfies. */
export const FACE_PRINT_KINDS = ['photo', 'selfie'] as const;
/** Whether a selfie shows the asked pose; 'unknown' where the model cannot tell that pose. */
export const POSE_VERDICTS = ['seen', 'not_seen', 'unknown'] as const;
/**
 * What a profile photo's own face analysis found, as the KYC viewer shows it beside a selfie:
 * not run yet, no face, or a face to compare.
 */
export const PHOTO_FACE_STATES = ['pending', 'none', 'found'] as const;
