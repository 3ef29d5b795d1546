/** The "View As" screen's own entry (router.tsx loads it on demand, off the member's first visit). */
export { ImpersonateScreen } from '../screens/ImpersonateScreen';
