import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths, type OnboardingStep as Step } from '../../../lib/paths';
import { SESSION_QUERY_KEY } from '../../../lib/queryClient';
import { clearDraft, firstIncompleteStepBefore, resumeStep, useOnboardingDraft } from '../draft';
import { BioScreen } from '../screens/BioScreen';
import { FinishScreen } from '../screens/FinishScreen';
import { IdentityScreen } from '../screens/IdentityScreen';
import { IntentionScreen } from '../screens/IntentionScreen';
import { IntroScreen } from '../screens/IntroScreen';
import { LocationScreen } from '../screens/LocationScreen';
import { NameScreen } from '../screens/NameScreen';
import { PhotosScreen } from '../screens/PhotosScreen';
import { SexualityScreen } from '../screens/SexualityScreen';
import { TermsScreen } from '../screens/TermsScreen';

const SCREENS: Record<Step, ComponentType> = {
  intro: IntroScreen,
  terms: TermsScreen,
  name: NameScreen,
  location: LocationScreen,
  identity: IdentityScreen,
  sexuality: SexualityScreen,
  intention: IntentionScreen,
  photos: PhotosScreen,
  bio: BioScreen,
  finish: FinishScreen,
};

/**
 * The route element of one onboarding step. A step whose earlier steps are not done yet sends
 * the member back to the first of them (a deep link, or a draft lost with the tab).
 */
export function OnboardingStep({ step }: { step: Step }) {
  const { draft } = useOnboardingDraft();
  const client = useQueryClient();
  // Leaving onboarding because the session ended (sign-out here or in another tab): forget it.
  useEffect(
    () => () => {
      if (client.getQueryData(SESSION_QUERY_KEY) === null) clearDraft();
    },
    [client],
  );
  // Sent here by the app's guard (a return visit): straight back to where the member was.
  const resuming = (useLocation().state as { resume?: boolean } | null)?.resume === true;
  if (step === 'intro' && resuming && draft.terms_accepted) {
    return <Navigate to={paths.onboarding(resumeStep(draft))} replace />;
  }
  const missing = firstIncompleteStepBefore(step, draft);
  if (missing) return <Navigate to={paths.onboarding(missing)} replace />;
  const Screen = SCREENS[step];
  return <Screen />;
}
