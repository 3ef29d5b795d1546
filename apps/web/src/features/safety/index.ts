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
export type { BlockDialogProps } from './components/BlockDialog';
export { BlockedMembers } from './components/BlockedMembers';
// The menu and the dialogs load when first opened (issue #22: not part of a screen's first load).
export { BlockDialog, ReportDialog } from './components/LazySafetyDialogs';
export type { ReportDialogProps } from './components/ReportDialog';
export { SafetyMenu, type SafetyMenuProps } from './components/SafetyMenu';
