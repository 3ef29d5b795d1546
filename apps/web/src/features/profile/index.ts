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
export { useProfileLanguage } from './useProfileLanguage';
