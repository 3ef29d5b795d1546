/**
 * Video calls between matches (issue 35): the conversation's call button and the screens a call
 * shows. Only the button is here to begin with: the screens and WebRTC load when a call is
 * placed or rings (`incomingCall`, for notifications' listener on every member screen).
 */
export { CallButton } from './CallButton';
export { incomingCall } from './load';
export type { CallPeer } from './machine';
