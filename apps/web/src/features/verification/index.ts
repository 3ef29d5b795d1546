export { useVerification, verificationKeys } from './api';
export { ChallengeArt } from './components/ChallengeArt';
export { VerificationScreen } from './screens/VerificationScreen';
