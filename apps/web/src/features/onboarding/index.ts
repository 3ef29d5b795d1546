export { OnboardingStep } from './components/OnboardingStep';
export { clearDraft, DRAFT_STORAGE_KEY } from './draft';
export { IntroScreen } from './screens/IntroScreen';
