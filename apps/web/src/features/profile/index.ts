export {
  profileKeys,
  useMe,
  useMemberProfile,
  useRemovePhoto,
  useSubmitReport,
  useUpdateProfile,
  useUploadPhoto,
} from './api';
export { ReportDialog, type ReportDialogProps } from './components/ReportDialog';
export { EditProfileScreen } from './screens/EditProfileScreen';
export { ProfileScreen } from './screens/ProfileScreen';
export { useProfileLanguage } from './useProfileLanguage';
