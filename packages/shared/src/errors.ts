import { ENTRY_ERROR_MESSAGES } from './entry-errors.js';

/**
 * Error codes of the API (docs/architecture.md#error-shape) with their English messages
 * (docs/product.md#messages). The server sends code + message + params; the web app renders its own
 * translated text from code and params. `{name}` placeholders are filled from params.
 */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Please check the highlighted fields.',
  UNAUTHENTICATED: ENTRY_ERROR_MESSAGES.UNAUTHENTICATED,
  INVALID_CREDENTIALS: 'Invalid username or password.',
  USERNAME_TAKEN: 'That username is already taken.',
  ACCOUNT_BLOCKED: ENTRY_ERROR_MESSAGES.ACCOUNT_BLOCKED,
  FORBIDDEN: 'You do not have permission to do that.',
  ADMIN_REQUIRED: 'This area is for administrators only.',
  ONBOARDING_REQUIRED: 'Please complete your profile first.',
  ORIGIN_MISMATCH: 'Cross-site request refused.',
  NOT_FOUND: 'Not found.',
  RATE_LIMITED: ENTRY_ERROR_MESSAGES.RATE_LIMITED,
  INTERNAL: ENTRY_ERROR_MESSAGES.INTERNAL,
  NETWORK_UNAVAILABLE: ENTRY_ERROR_MESSAGES.NETWORK_UNAVAILABLE,
  PROFILE_LOAD_FAILED: 'Could not load your profile. Please try logging out and back in.',
  PASSWORD_INCORRECT: 'Your current password is incorrect.',
  // Field and feature messages (docs/product.md#messages).
  SEARCH_LOCATION_REQUIRED: 'Please set your search location in your profile to find matches.',
  NOT_ENOUGH_COINS: 'Not enough coins!',
  WITHDRAWAL_MINIMUM: 'Minimum withdrawal is {min} coins.',
  WITHDRAWAL_MAXIMUM: 'You can withdraw a maximum of {max} coins.',
  PAYOUT_DETAILS_REQUIRED: 'Please enter your payout details.',
  DEPOSIT_PROOF_REQUIRED: 'Please upload a payment screenshot.',
  INVALID_AMOUNT: 'Please enter a valid amount.',
  REPORT_REASON_REQUIRED: 'Please select a reason.',
  PHOTO_REQUIRED: 'Please upload at least one photo.',
  IMAGE_REQUIRED: 'Please upload an image file.',
  IMAGE_FORMAT_UNSUPPORTED: "This photo format isn't supported. Please choose a JPEG or PNG.",
  SELFIES_REQUIRED: 'Please provide both selfies.',
  SELFIES_IDENTICAL: 'The two selfies cannot be identical.',
  LOCATION_NOT_FOUND: 'Could not find a location for "{text}". Please be more specific.',
  SEARCH_LOCATION_RATE_LIMITED:
    'You can change your search location {max} times an hour. Try again in {minutes} minutes.',
  BOOST_ACTIVE: 'Your profile is already boosted.',
  ALREADY_SWIPED: 'You have already swiped on this member.',
  ALREADY_DECIDED: 'This request has already been decided.',
  ONBOARDING_ALREADY_COMPLETE: 'Your profile is already set up.',
  GIFT_NOT_OWNED: 'There was an error sending your gift. Please try again.',
  NOTHING_TO_UNDO: 'There is nothing to undo.',
  REQUEST_IN_PROGRESS: 'This request is already being processed.',
  AGE_RANGE_INVALID: 'The minimum age cannot be above the maximum age.',
  ADMIN_TARGET: 'This cannot be done to an administrator.',
  ACCOUNT_DELETED: 'This member has deleted their account.',
  KYC_PENDING: 'Your verification request is under review.',
  ALREADY_VERIFIED: 'Your identity has already been verified.',
  CHALLENGES_INVALID: 'Please complete two different verification challenges.',
  KYC_REASON_REQUIRED: 'Please enter a reason for denying this request.',
  IMPERSONATION_READ_ONLY: 'Not available while viewing as a member.',
  PASSWORD_CHANGE_REQUIRED: 'Please choose a new password first.',
  FILE_TOO_LARGE: 'This file is too large.',
  VOICE_NOTE_INVALID: 'Please send a voice note of up to {max} seconds.',
  CALL_NOT_AVAILABLE: 'This call is no longer available.',
  BALANCE_MAXIMUM: 'This would take the balance above the maximum of {max} coins.',
  FOUR_EYES_SAME_ADMIN:
    'You already approved this. A second, different administrator must approve it too.',
  FOUR_EYES_AMOUNT_MISMATCH:
    'The first approval was for {amount} coins. Approve the same amount, or reject it.',
  PAYOUT_REFERENCE_REQUIRED: 'Please enter the reference of the payout you made.',
  BALANCE_NEGATIVE: 'This correction would take the balance below zero.',
  PHOTO_LIMIT: 'You can have up to {max} photos. Remove one to add another.',
  PUSH_DEVICE_TAKEN:
    'Notifications on this device are on for another account. Sign in to it and turn them off there first.',
  ITEM_CLAIMED: '@{username} is working on this. Try again when they are done.',
  AMOUNT_REASON_REQUIRED:
    'The member sent an amount worth {quoted} coins. Please enter a reason for approving a different amount.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/**
 * Codes only an administrator's screens meet (decisions, four eyes, claims): the web app keeps
 * their texts apart so a member's screens do not download them.
 */
export const ADMIN_ERROR_CODES = [
  'ALREADY_DECIDED',
  'ADMIN_TARGET',
  'KYC_REASON_REQUIRED',
  'FOUR_EYES_SAME_ADMIN',
  'FOUR_EYES_AMOUNT_MISMATCH',
  'PAYOUT_REFERENCE_REQUIRED',
  'BALANCE_NEGATIVE',
  'ITEM_CLAIMED',
  'AMOUNT_REASON_REQUIRED',
] as const satisfies readonly ErrorCode[];

export type ErrorParams = Record<string, string | number>;

/** Fills `{name}` placeholders; numbers as plain digits (docs/architecture.md#error-shape). */
export function formatErrorMessage(code: ErrorCode, params?: ErrorParams): string {
  const template: string = ERROR_MESSAGES[code];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
