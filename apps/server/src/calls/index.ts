// Video calls between matches (issue 35, docs/decisions/040-video-calls.md).
export type { CallDeps } from './deps.js';
export { iceServersFor, turnCredential } from './ice-servers.js';
export { callRoutes } from './routes.js';
export { type CallFrame, type CallSocket, callSocket, isCallFrame } from './socket-calls.js';
