export { notificationKeys, useBadges } from './api';
export { badgeText, tabCounts } from './badges';
export { LiveNotifications } from './components/LiveNotifications';
export { NotificationSettings } from './components/NotificationSettings';
export { PushPromptSlot } from './components/PushPrompt';
export { useLiveBadges } from './useLiveBadges';
