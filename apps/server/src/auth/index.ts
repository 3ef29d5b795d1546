// The auth feature's public surface: its routes, the first admin at start-up, the admin-create
// script's account creation, and password hashing for the admin console's password resets.
export { bootstrapAdmin } from './bootstrap-admin.js';
export { createAdminAccount } from './create-admin.js';
export { hashPassword } from './passwords.js';
export { authRoutes } from './routes.js';
