// Blocking and reporting.
export { safetyRoutes } from './routes.js';
