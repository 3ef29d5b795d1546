/**
 * Reporting and blocking members (server: safety/): the dialogs, the ⋮ menu the deck, profiles,
 * likes and chat offer, and Settings' blocked list.
 */
export {
  type ReportInput,
  safetyKeys,
  useBlock,
  useBlockedMembers,
  useSubmitReport,
  useUnblock,
} from './api';
export { BlockDialog, type BlockDialogProps } from './components/BlockDialog';
export { BlockedMembers } from './components/BlockedMembers';
export { ReportDialog, type ReportDialogProps } from './components/ReportDialog';
export { SafetyMenu, type SafetyMenuProps } from './components/SafetyMenu';
