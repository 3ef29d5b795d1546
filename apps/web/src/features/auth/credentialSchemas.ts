// Loaded on demand by credentialRules.ts: its own chunk carries zod and these two schemas.
export { signInRequestSchema, signUpRequestSchema } from '@dating/shared';
