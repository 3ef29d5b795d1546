export { adminKeys } from './api';
export { AuditScreen } from './screens/AuditScreen';
export { DashboardScreen } from './screens/DashboardScreen';
export { MemberScreen } from './screens/MemberScreen';
export { ReportsScreen } from './screens/ReportsScreen';
export { UsersScreen } from './screens/UsersScreen';
