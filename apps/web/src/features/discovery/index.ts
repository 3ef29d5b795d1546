export { discoveryKeys, useLikes, useSpotlight } from './api';
export { SpotlightScreen } from './screens/SpotlightScreen';
export { SwipeDeckScreen } from './screens/SwipeDeckScreen';
export { WhoLikesYouScreen } from './screens/WhoLikesYouScreen';
