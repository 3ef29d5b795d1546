/** Admin review of verification requests (server: verification/admin-service): its own entry. */
export { AdminKycScreen } from './screens/AdminKycScreen';
