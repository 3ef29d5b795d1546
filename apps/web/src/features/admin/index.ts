export { adminKeys } from './api';
export { AuditScreen } from './screens/AuditScreen';
export { DashboardScreen } from './screens/DashboardScreen';
export { ReportsScreen } from './screens/ReportsScreen';
export { UsersScreen } from './screens/UsersScreen';
