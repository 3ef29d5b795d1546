// The deck (/home), an entry of its own for the router: a member's first screen loads without
// Spotlight, Who Likes You and the profile actions (issue #22).
export { SwipeDeckScreen } from '../screens/SwipeDeckScreen';
