import { onboardingRequestSchema } from '@dating/shared';

// Each step checks its part of the server's own onboarding schema (and nothing else), so a step
// cannot let through what the finish step would be refused for.

export const nameStepSchema = onboardingRequestSchema.pick({
  first_name: true,
  birthdate: true,
  gender: true,
});
export const identityStepSchema = onboardingRequestSchema.pick({
  pronouns: true,
  show_gender: true,
});
export const sexualityStepSchema = onboardingRequestSchema.pick({
  sexuality: true,
  interested_in: true,
});
export const intentionStepSchema = onboardingRequestSchema.pick({ relationship_intention: true });
export const photosStepSchema = onboardingRequestSchema.pick({ media: true });
export const bioStepSchema = onboardingRequestSchema.pick({ bio: true });
