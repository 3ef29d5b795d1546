// The profile screens, loaded lazily by the router. Kept out of the feature's index so the hooks
// other features and the member layout use (useMe, profileKeys...) do not pull the screens in.
export { EditProfileScreen } from './EditProfileScreen';
export { ProfileScreen } from './ProfileScreen';
