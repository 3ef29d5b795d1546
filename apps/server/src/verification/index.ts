// The verification feature's public surface: member routes and the admins' KYC queue.
export { adminKycRoutes, verificationRoutes } from './routes.js';
