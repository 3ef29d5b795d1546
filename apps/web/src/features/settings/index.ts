export { SettingsScreen } from './screens/SettingsScreen';
