// What safety loads on first use (loadSafetyUi.ts): the ⋮ menu and both dialogs, one chunk, so
// a report chosen from the menu opens at once.
export { BlockDialog } from './BlockDialog';
export { ReportDialog } from './ReportDialog';
export { SafetyMenuPopup } from './SafetyMenuPopup';
