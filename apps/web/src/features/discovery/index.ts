export { discoveryKeys } from './api';
export { MatchDialog } from './components/LazyDialogs';
export type { MatchedMember } from './components/MatchDialog';
export { ProfileActions } from './components/ProfileActions';
export { useLikes, useSpotlight } from './lists';
export { SpotlightScreen } from './screens/SpotlightScreen';
export { WhoLikesYouScreen } from './screens/WhoLikesYouScreen';
