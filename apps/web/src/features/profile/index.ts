export {
  profileKeys,
  useMe,
  useMemberProfile,
  useUpdateProfile,
} from './api';
export {
  LazyPromptList,
  offerPromptsCard,
  PromptsOffer,
  PromptsWelcome,
  promptsCardOffered,
} from './prompts';
export { useProfileLanguage } from './useProfileLanguage';
