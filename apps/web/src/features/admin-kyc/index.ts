export { AdminKycScreen } from './screens/AdminKycScreen';
