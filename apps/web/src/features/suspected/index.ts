// The member's half of the Suspected queue: safety notices (docs/decisions/034). The admin
// screen is the entry `./admin`.
export { SafetyNotices } from './member/SafetyNotices';
