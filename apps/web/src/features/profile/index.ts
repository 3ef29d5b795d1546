export {
  profileKeys,
  useMe,
  useMemberProfile,
  useUpdateProfile,
} from './api';
export { useProfileLanguage } from './useProfileLanguage';
