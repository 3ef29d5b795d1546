export { activeBoostUntil, type VerificationState, verificationState } from './api';
export { SettingsScreen } from './screens/SettingsScreen';
