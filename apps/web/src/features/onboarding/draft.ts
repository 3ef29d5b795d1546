import {
  INTERESTED_IN_OPTIONS,
  type OnboardingRequest,
  onboardingRequestSchema,
  PHOTO_SLOTS,
} from '@dating/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../lib/paths';
import { useSession } from '../auth';
import {
  bioStepSchema,
  intentionStepSchema,
  nameStepSchema,
  photosStepSchema,
  sexualityStepSchema,
} from './stepSchemas';

/**
 * localStorage key of the onboarding draft: it survives a closed tab and a phone restart (the
 * photos it names are on the server already); sign-out and finishing onboarding remove it.
 */
export const DRAFT_STORAGE_KEY = 'onboarding_draft';

const uploadedPhotoSchema = z.object({
  path: z.string(),
  url: z.string(),
  /** Tiny inline preview from the upload (drafts saved before it existed have none). */
  placeholder: z.string().optional(),
});
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

/** What the member has entered so far; every field is optional until the finish step. */
const draftSchema = z
  .object({
    /** Whose draft it is: another member signing in on this tab starts afresh. */
    user_id: z.string(),
    terms_accepted: z.boolean(),
    first_name: z.string(),
    birthdate: z.string(),
    gender: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    city: z.string(),
    pronouns: z.string(),
    show_gender: z.boolean(),
    /** The identity step is optional: this records that the member went through it. */
    identity_done: z.boolean(),
    sexuality: z.string(),
    interested_in: z.array(z.enum(INTERESTED_IN_OPTIONS)),
    relationship_intention: z.string(),
    media: z.array(uploadedPhotoSchema).max(PHOTO_SLOTS),
    bio: z.string(),
  })
  .partial();
export type OnboardingDraft = z.infer<typeof draftSchema>;

const EMPTY: OnboardingDraft = Object.freeze({});

// --- the store: localStorage when it works, memory otherwise (storage disabled) ---

let memoryRaw: string | null = null;
let cachedRaw: string | null | undefined;
let cached: OnboardingDraft = EMPTY;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    if (globalThis.localStorage) return localStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    // no storage: the memory copy below
  }
  return memoryRaw;
}

function writeRaw(raw: string | null): void {
  try {
    if (raw === null) localStorage.removeItem(DRAFT_STORAGE_KEY);
    else localStorage.setItem(DRAFT_STORAGE_KEY, raw);
  } catch {
    memoryRaw = raw; // kept in memory for this page
  }
  for (const listener of listeners) listener();
}

function parseDraft(raw: string | null): OnboardingDraft {
  if (!raw) return EMPTY;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The stored draft; the same object while the stored text is unchanged. */
export function getDraftSnapshot(): OnboardingDraft {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseDraft(raw);
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearDraft(): void {
  memoryRaw = null;
  writeRaw(null);
}

export type DraftPatch =
  | Partial<OnboardingDraft>
  | ((draft: OnboardingDraft) => Partial<OnboardingDraft>);

/** Merges a change into the draft of `userId` (a draft of anyone else is dropped). */
export function updateDraft(userId: string | undefined, patch: DraftPatch): void {
  const latest = getDraftSnapshot();
  const base = latest.user_id === userId ? latest : EMPTY;
  const change = typeof patch === 'function' ? patch(base) : patch;
  writeRaw(JSON.stringify({ ...base, ...change, user_id: userId }));
}

/** The signed-in member's draft and a setter; re-renders on every change. */
export function useOnboardingDraft() {
  const { data: user } = useSession();
  const userId = user?.id;
  const stored = useSyncExternalStore(subscribe, getDraftSnapshot, getDraftSnapshot);
  const draft = stored.user_id === userId ? stored : EMPTY;
  const update = useCallback((patch: DraftPatch) => updateDraft(userId, patch), [userId]);
  return { draft, update };
}

// --- which steps are done ---

const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

const stepDone: Partial<Record<OnboardingStep, (draft: OnboardingDraft) => boolean>> = {
  terms: (d) => d.terms_accepted === true,
  name: (d) => ok(nameStepSchema, d),
  location: (d) =>
    typeof d.latitude === 'number' && typeof d.longitude === 'number' && Boolean(d.city?.trim()),
  identity: (d) => d.identity_done === true,
  sexuality: (d) => ok(sexualityStepSchema, d),
  intention: (d) => ok(intentionStepSchema, d),
  photos: (d) => ok(photosStepSchema, { media: d.media?.map((photo) => photo.path) ?? [] }),
  bio: (d) => ok(bioStepSchema, d),
};

export function isStepDone(step: OnboardingStep, draft: OnboardingDraft): boolean {
  return stepDone[step]?.(draft) ?? true;
}

/** The first step before `step` the member still has to complete, if any. */
export function firstIncompleteStepBefore(
  step: OnboardingStep,
  draft: OnboardingDraft,
): OnboardingStep | null {
  for (const earlier of ONBOARDING_STEPS.slice(0, ONBOARDING_STEPS.indexOf(step))) {
    if (!isStepDone(earlier, draft)) return earlier;
  }
  return null;
}

/** Where a member coming back resumes: the first step still to do (the finish when none). */
export function resumeStep(draft: OnboardingDraft): OnboardingStep {
  return firstIncompleteStepBefore('finish', draft) ?? 'finish';
}

export function nextStep(step: OnboardingStep): OnboardingStep {
  const index = ONBOARDING_STEPS.indexOf(step);
  return ONBOARDING_STEPS[Math.min(index + 1, ONBOARDING_STEPS.length - 1)] ?? step;
}

/** The POST /api/me/onboarding body, checked with the server's own schema. */
export function toOnboardingRequest(draft: OnboardingDraft) {
  return onboardingRequestSchema.safeParse(onboardingRequestValues(draft));
}

/** The POST /api/me/onboarding body as the draft has it, before the schema checks it. */
export function onboardingRequestValues(draft: OnboardingDraft) {
  return {
    terms_accepted: draft.terms_accepted,
    first_name: draft.first_name,
    birthdate: draft.birthdate,
    gender: draft.gender,
    pronouns: draft.pronouns?.trim() || null,
    show_gender: draft.show_gender ?? true,
    sexuality: draft.sexuality,
    interested_in: draft.interested_in,
    relationship_intention: draft.relationship_intention,
    media: draft.media?.map((photo) => photo.path),
    bio: draft.bio,
    latitude: draft.latitude,
    longitude: draft.longitude,
    city: draft.city,
  } satisfies Record<keyof OnboardingRequest, unknown>;
}
