import { z } from 'zod';
import { ageFromBirthdate, isValidIsoDate } from '../age.js';
import {
  BIO_MIN_LENGTH,
  GENDERS,
  INTERESTED_IN_EVERYONE,
  INTERESTED_IN_OPTIONS,
  type InterestedIn,
  KYC_STATUSES,
  LANGUAGES,
  MINIMUM_AGE,
  PHOTO_MIN,
  PHOTO_SLOTS,
  RELATIONSHIP_INTENTIONS,
  ROLES,
  SEARCH_RADIUS_MAX_KM,
  SEARCH_RADIUS_MIN_KM,
  SEARCH_RADIUS_STEP_KM,
  SEXUALITIES,
} from '../constants.js';
import { requiredText } from './common.js';
import { promptAnswersResponseSchema } from './prompts.js';

export const AGE_FILTER_MIN = MINIMUM_AGE;
export const AGE_FILTER_MAX = 99;
export const FIRST_NAME_MAX_LENGTH = 50;
export const BIO_MAX_LENGTH = 1000;
export const PRONOUNS_MAX_LENGTH = 40;

/** A letter of any script, or a combining mark (Burmese vowel signs and medials are marks). */
const LETTER = /[\p{L}\p{M}]/u;
/** Names and bios must say something in words: emoji inside are fine, only emoji are not. */
export const hasLetter = (text: string) => LETTER.test(text);
export const NAME_LETTER_MESSAGE = 'Your name must contain at least one letter.';
export const BIO_LETTER_MESSAGE = 'Your bio must contain at least one letter.';

export const firstNameSchema = requiredText('Please enter your first name.')
  .max(FIRST_NAME_MAX_LENGTH, `First name must be at most ${FIRST_NAME_MAX_LENGTH} characters.`)
  .refine(hasLetter, NAME_LETTER_MESSAGE);

export const birthdateSchema = z
  .string()
  .refine(isValidIsoDate, 'Please enter your birthdate.')
  .refine(
    (value) => ageFromBirthdate(value) >= MINIMUM_AGE,
    `You must be at least ${MINIMUM_AGE} years old.`,
  )
  .refine((value) => ageFromBirthdate(value) <= 120, 'Please enter a real birthdate.');

export const genderSchema = z.enum(GENDERS, { error: 'Please select your gender.' });
export const sexualitySchema = z.enum(SEXUALITIES, { error: 'Please select your sexuality.' });
export const relationshipIntentionSchema = z.enum(RELATIONSHIP_INTENTIONS, {
  error: 'Please select what you are looking for.',
});

/** At least one; Everyone stands alone (docs/product.md#onboarding). */
export const interestedInSchema = z
  .array(z.enum(INTERESTED_IN_OPTIONS))
  .min(1, 'Please select who you are interested in.')
  .refine((list) => new Set(list).size === list.length, 'Each choice may appear once.')
  .refine(
    (list) => !list.includes(INTERESTED_IN_EVERYONE) || list.length === 1,
    'Everyone cannot be combined with other choices.',
  );

/** Applies the chooser rule: choosing Everyone clears the others, another choice clears Everyone. */
export function toggleInterestedIn(
  current: readonly InterestedIn[],
  choice: InterestedIn,
): InterestedIn[] {
  if (current.includes(choice)) return current.filter((c) => c !== choice);
  if (choice === INTERESTED_IN_EVERYONE) return [INTERESTED_IN_EVERYONE];
  return [...current.filter((c) => c !== INTERESTED_IN_EVERYONE), choice];
}

export const onboardingBioSchema = requiredText(
  `Your bio must be at least ${BIO_MIN_LENGTH} characters.`,
)
  .min(BIO_MIN_LENGTH, `Your bio must be at least ${BIO_MIN_LENGTH} characters.`)
  .max(BIO_MAX_LENGTH, `Your bio must be at most ${BIO_MAX_LENGTH} characters.`)
  .refine(hasLetter, BIO_LETTER_MESSAGE);

/** Photo paths (or their /files/media/... URLs) returned by the upload; first = avatar. */
export const mediaListSchema = z
  .array(z.string().min(1).max(300))
  .min(PHOTO_MIN, 'Please upload at least one photo.')
  .max(PHOTO_SLOTS, `You can add up to ${PHOTO_SLOTS} photos.`);

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

export const searchRadiusSchema = z
  .number()
  .int()
  .min(SEARCH_RADIUS_MIN_KM)
  .max(SEARCH_RADIUS_MAX_KM)
  .refine(
    (v) => v % SEARCH_RADIUS_STEP_KM === 0,
    `Distance must be a multiple of ${SEARCH_RADIUS_STEP_KM} km.`,
  );

export const onboardingRequestSchema = z.object({
  terms_accepted: z.literal(true, { error: 'Please accept the rules to continue.' }),
  first_name: firstNameSchema,
  birthdate: birthdateSchema,
  gender: genderSchema,
  pronouns: z.string().trim().max(PRONOUNS_MAX_LENGTH).nullish(),
  show_gender: z.boolean().nullish(),
  sexuality: sexualitySchema,
  interested_in: interestedInSchema,
  relationship_intention: relationshipIntentionSchema,
  media: mediaListSchema,
  bio: onboardingBioSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  city: requiredText('Please set your location.').max(100),
});
export type OnboardingRequest = z.infer<typeof onboardingRequestSchema>;

export const updateProfileRequestSchema = z
  .object({
    first_name: firstNameSchema.optional(),
    pronouns: z.string().trim().max(PRONOUNS_MAX_LENGTH).nullish(),
    show_gender: z.boolean().optional(),
    sexuality: sexualitySchema.optional(),
    // Empty clears the bio; any other text must say something in words.
    bio: z
      .string()
      .max(BIO_MAX_LENGTH, `Your bio must be at most ${BIO_MAX_LENGTH} characters.`)
      .refine((text) => text.trim() === '' || hasLetter(text), BIO_LETTER_MESSAGE)
      .nullish(),
    relationship_intention: relationshipIntentionSchema.optional(),
    interested_in: interestedInSchema.optional(),
    search_location: z.string().trim().min(1).max(100).optional(),
    search_radius_km: searchRadiusSchema.optional(),
    age_min: z.number().int().min(AGE_FILTER_MIN).max(AGE_FILTER_MAX).optional(),
    age_max: z.number().int().min(AGE_FILTER_MIN).max(AGE_FILTER_MAX).optional(),
    media: mediaListSchema.optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .refine((v) => v.age_min === undefined || v.age_max === undefined || v.age_min <= v.age_max, {
    message: 'The minimum age cannot be above the maximum age.',
    path: ['age_min'],
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

const timestamp = z.string();

/**
 * A tiny inline preview (a `data:` URL of a few hundred bytes) for each photo in `media`, keyed
 * by the photo's URL: shown until the photo itself has loaded. Photos without one are left out.
 */
export const mediaPlaceholdersSchema = z.record(z.string(), z.string());

/** Fields the member and others both see: choices, bio, photos and town. */
const sharedProfileShape = {
  sexuality: z.enum(SEXUALITIES).nullable(),
  interested_in: z.array(z.enum(INTERESTED_IN_OPTIONS)),
  relationship_intention: z.enum(RELATIONSHIP_INTENTIONS).nullable(),
  bio: z.string().nullable(),
  media: z.array(z.string()),
  media_placeholders: mediaPlaceholdersSchema,
  avatar_url: z.string().nullable(),
  city: z.string().nullable(),
  /** The Burmese name of the town `city` names, when the gazetteer knows it (Burmese UI). */
  city_my: z.string().nullable(),
};

/**
 * What a member sees of another member (docs/product.md#profile-and-settings): no username, coins,
 * role or exact place.
 */
export const publicProfileSchema = z.object({
  user_id: z.uuid(),
  first_name: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  pronouns: z.string().nullable(),
  ...sharedProfileShape,
  is_verified: z.boolean(),
  distance_km: z.number().int().nullable(),
  /** Answered prompts, in the member's order: on the deck and the profile view only. */
  prompts: promptAnswersResponseSchema.shape.prompts.optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const ownProfileSchema = z.object({
  user_id: z.uuid(),
  username: z.string(),
  first_name: z.string().nullable(),
  birthdate: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  pronouns: z.string().nullable(),
  show_gender: z.boolean(),
  ...sharedProfileShape,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  search_location: z.string().nullable(),
  search_latitude: z.number().nullable(),
  search_longitude: z.number().nullable(),
  search_radius_km: z.number().int(),
  age_min: z.number().int(),
  age_max: z.number().int(),
  onboarding_complete: z.boolean(),
  boosted_until: timestamp.nullable(),
  coins: z.number().int(),
  role: z.enum(ROLES),
  is_blocked: z.boolean(),
  is_verified: z.boolean(),
  kyc_status: z.enum(KYC_STATUSES).nullable(),
  language: z.enum(LANGUAGES),
  created_at: timestamp,
  updated_at: timestamp,
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const boostResponseSchema = z.object({ boosted_until: timestamp });

export const photoUploadResponseSchema = z.object({
  path: z.string(),
  url: z.string(),
  /** The photo's tiny inline preview (see mediaPlaceholdersSchema); empty when none was made. */
  placeholder: z.string(),
});
export const photoDeleteRequestSchema = z.object({ path: z.string().min(1).max(300) });

/**
 * Another account with a picture that looks the same as one of this member's (a profile photo,
 * a verification selfie or a deposit proof; docs/product.md#stolen-and-reused-photos).
 */
export const duplicatePhotoOfSchema = z.object({ user_id: z.uuid(), username: z.string() });
export type DuplicatePhotoOf = z.infer<typeof duplicatePhotoOfSchema>;
