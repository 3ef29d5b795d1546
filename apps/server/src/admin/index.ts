// The admin console's public surface (issue 8).
export { adminRoutes } from './routes.js';
