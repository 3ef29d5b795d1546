/** Reporting a member (server: safety/): the dialog the profile and the swipe deck open. */
export { type ReportInput, useSubmitReport } from './api';
export { ReportDialog, type ReportDialogProps } from './components/ReportDialog';
