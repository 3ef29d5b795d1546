/**
 * Business constants and option lists of the product (docs/product.md#constants), kept once for
 * server and web.
 */

export const GENDERS = ['Man', 'Woman'] as const;
export const SEXUALITIES = ['Straight', 'Gay', 'Lesbian', 'Bisexual', 'Prefer not to say'] as const;
export const INTERESTED_IN_OPTIONS = ['Man', 'Woman', 'Nonbinary', 'Everyone'] as const;
export const INTERESTED_IN_EVERYONE = 'Everyone';
export const RELATIONSHIP_INTENTIONS = [
  'Life partner',
  'Long-term relationship',
  'Long-term, open to short',
  'Short-term, open to long',
  'Short-term fun',
  'Figuring things out',
] as const;
export const REPORT_REASONS = [
  'Inappropriate Photos',
  'Feels like spam or a scam',
  'Underage user',
  'Inappropriate messages or behavior',
  'Other',
] as const;
export const REPORT_STATUSES = ['pending', 'reviewed'] as const;
/** A like reaches the other member's "Who likes you"; a superlike carries a gift. */
export const LIKE_ACTIONS = ['like', 'superlike'] as const;
export const SWIPE_ACTIONS = [...LIKE_ACTIONS, 'pass'] as const;

export const SEARCH_RADIUS_DEFAULT_KM = 50;
export const SEARCH_RADIUS_MIN_KM = 5;
export const SEARCH_RADIUS_MAX_KM = 200;
export const SEARCH_RADIUS_STEP_KM = 5;

export const PHOTO_SLOTS = 6;
export const PHOTO_MIN = 1;
export const BIO_MIN_LENGTH = 10;
export const MINIMUM_AGE = 18;
export const SWIPE_COMMENT_MAX_LENGTH = 300;

export const BOOST_DURATION_HOURS = 24;
export const GIFT_GRID_COLUMNS = 3;
/** Sell price = floor(purchase price × 0.8). */
export const GIFT_SELL_RATIO = 0.8;
export const WITHDRAWAL_MINIMUM_COINS = 1000;
export const WITHDRAWAL_RESERVE_COINS = 500;

export const PAYMENT_METHODS = ['kbzpay', 'wavepay'] as const;
export const WALLET_TRANSACTION_TYPES = ['deposit', 'withdraw'] as const;
/**
 * What the audit log records of an admin's actions; the log's filter offers these. The
 * `*.first_approve` actions are the first of a four-eyes pair (decision 016).
 */
export const AUDIT_ACTIONS = [
  'user.block',
  'user.unblock',
  'user.impersonate',
  'user.password_reset',
  'reports.review',
  'kyc.approve',
  'kyc.deny',
  'deposit.approve',
  'deposit.reject',
  'withdrawal.approve',
  'withdrawal.reject',
  'deposit.first_approve',
  'withdrawal.first_approve',
  'claim.take',
  'claim.release',
  'coins.adjust',
  'coins.adjust_request',
  'coins.adjust_decline',
  'suspected.resolve',
] as const;
/**
 * Moderator claims (docs/decisions/026-moderation-claims.md): an admin holds an item of a queue
 * this long, renewed every MODERATION_CLAIM_RENEW_MS while its view is open; meanwhile no other
 * admin can decide it. The kinds: a reported member (report), a verification request (kyc), a
 * deposit, a withdrawal.
 */
export const MODERATION_CLAIM_TTL_MS = 10 * 60 * 1000;
export const MODERATION_CLAIM_RENEW_MS = 60 * 1000;
export const CLAIM_ITEM_KINDS = ['report', 'kyc', 'deposit', 'withdrawal', 'suspected'] as const;
export const WALLET_TRANSACTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const DEFAULT_REJECTION_NOTE = 'No reason provided';
/**
 * Four eyes (docs/decisions/016-four-eyes-and-adjustments.md): a deposit or withdrawal of more
 * coins than this needs a second, different admin's approval. The server's FOUR_EYES_COINS
 * overrides it.
 */
export const FOUR_EYES_COINS = 50_000;
/**
 * Why a balance moved (the coin ledger's reasons, docs/decisions/006-money.md); server-side only.
 */
export const LEDGER_REASONS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'gift_purchase',
  'gift_sale',
  'admin_adjustment',
] as const;

export const KYC_STATUSES = ['pending', 'approved', 'denied'] as const;
/** A selfie that is the member's own avatar: the same picture, or one that looks the same. */
export const KYC_AVATAR_MATCHES = ['identical', 'look_alike'] as const;
export const KYC_IMAGE_MAX_SIDE_PX = 1280;
export const KYC_JPEG_QUALITY = 0.9;
export const VERIFICATION_CHALLENGES = [
  'big_smile',
  'peace_sign',
  'thumbs_up',
  'turn_head_right',
  'touch_nose',
  'three_fingers',
  'look_up',
] as const;

export const TOAST_DURATION_MS = 4000;
/** After 'Not now' on the in-app push prompt, it is not shown again for this long (web). */
export const PUSH_PROMPT_SNOOZE_MS = 14 * 24 * 60 * 60 * 1000;
/** A toast for a message from another conversation stays a little longer than a plain one. */
export const MESSAGE_TOAST_DURATION_MS = 6000;
/**
 * A photo like waits this long on the member's device, with Undo, before it is sent: a like
 * that reached the server is never taken back (it may have made a match, or told the person).
 */
export const LIKE_UNDO_MS = 5000;
export const PROFILE_SAVED_MESSAGE_MS = 3000;
export const BOOST_DIALOG_CLOSE_DELAY_MS = 2500;

export const ROLES = ['user', 'admin'] as const;
export const LANGUAGES = ['en', 'my'] as const;
/** 'cookie' for browser sessions, 'bearer' for "View As" tabs; server-side only. */
export const SESSION_KINDS = ['cookie', 'bearer'] as const;
/** Starting View As needs a reason this long, kept in the audit log (decision 027). */
export const VIEW_AS_REASON_MIN_LENGTH = 3;
export const VIEW_AS_REASON_MAX_LENGTH = 500;
/**
 * Close codes of the realtime socket when the server ends it: the session ended (sign-out
 * elsewhere, password change or reset, deletion, expiry), or an admin blocked the account. The
 * web app signs the tab out on either (decision 027).
 */
export const REALTIME_CLOSE_SESSION_ENDED = 4401;
export const REALTIME_CLOSE_ACCOUNT_BLOCKED = 4403;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** Letters, digits, underscore and dot. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * Sign-in throttling (docs/decisions/028-sign-in-throttle-and-data-dir-lock.md). Wrong passwords
 * are counted per (username, address) and per address, unknown usernames like real ones. A key
 * that reaches its free failures waits SIGN_IN_FIRST_DELAY_S before its next try, doubling with
 * each further failure up to SIGN_IN_MAX_DELAY_S; a key with no failure for
 * SIGN_IN_FORGET_AFTER_S starts again. An IPv6
 * address counts as its /64. A browser with the account's device cookie skips these counters
 * until SIGN_IN_DEVICE_MAX_FAILURES of its own (then SIGN_IN_DEVICE_LOCK_S without the skip).
 */
export const SIGN_IN_FREE_FAILURES_PER_ACCOUNT_ADDRESS = 5;
export const SIGN_IN_FREE_FAILURES_PER_ADDRESS = 30;
export const SIGN_IN_FIRST_DELAY_S = 30;
export const SIGN_IN_MAX_DELAY_S = 15 * 60;
export const SIGN_IN_FORGET_AFTER_S = 24 * 60 * 60;
export const SIGN_IN_DEVICE_MAX_FAILURES = 10;
export const SIGN_IN_DEVICE_LOCK_S = 15 * 60;
export const SIGN_IN_FAILURE_KINDS = ['account_address', 'address'] as const;

export const LIST_LIMIT_MAX = 100;

export type Gender = (typeof GENDERS)[number];
export type Sexuality = (typeof SEXUALITIES)[number];
export type InterestedIn = (typeof INTERESTED_IN_OPTIONS)[number];
export type RelationshipIntention = (typeof RELATIONSHIP_INTENTIONS)[number];
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type LikeAction = (typeof LIKE_ACTIONS)[number];
export type SwipeAction = (typeof SWIPE_ACTIONS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number];
export type LedgerReason = (typeof LEDGER_REASONS)[number];
export type KycStatus = (typeof KYC_STATUSES)[number];
export type Role = (typeof ROLES)[number];
export type Language = (typeof LANGUAGES)[number];
export type SessionKind = (typeof SESSION_KINDS)[number];
export type VerificationChallenge = (typeof VERIFICATION_CHALLENGES)[number];

/**
 * Onboarding order (docs/product.md#onboarding); the sexuality step's route is our choice
 * (docs/product.md#decided-gaps).
 */
export const ONBOARDING_STEPS = [
  'intro',
  'terms',
  'name',
  'location',
  'identity',
  'sexuality',
  'intention',
  'photos',
  'bio',
  'finish',
] as const;
