import { useNavigate } from 'react-router';
import { type OnboardingStep, paths } from '../../../lib/paths';
import { nextStep } from '../draft';

/** Goes on to the step after `step`. */
export function useGoToNextStep(step: OnboardingStep) {
  const navigate = useNavigate();
  return () => navigate(paths.onboarding(nextStep(step)));
}
