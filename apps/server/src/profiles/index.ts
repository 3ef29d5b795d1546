// The profiles feature's public surface for other features.
export { promptAnswersByMember } from './prompts.js';
export { profileRoutes } from './routes.js';
export { type ProfileRow, type PublicProfileRow, toPublicProfile } from './serialize.js';
export { blockedBetween, isBlockedEitherWay, isDiscoverable } from './visibility.js';
