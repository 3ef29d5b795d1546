export { discoveryKeys, useLikes, useSpotlight } from './api';
export { MatchDialog, type MatchedMember } from './components/MatchDialog';
export { ProfileActions } from './components/ProfileActions';
export { SpotlightScreen } from './screens/SpotlightScreen';
export { SwipeDeckScreen } from './screens/SwipeDeckScreen';
export { WhoLikesYouScreen } from './screens/WhoLikesYouScreen';
