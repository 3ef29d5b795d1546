export { activeBoostUntil } from './api';
export { SettingsScreen } from './screens/SettingsScreen';
