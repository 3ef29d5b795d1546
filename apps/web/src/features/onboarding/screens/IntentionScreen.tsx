import { RELATIONSHIP_INTENTIONS, relationshipIntentionSchema } from '@dating/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../lib/i18n';
import { RadioChips } from '../components/Chips';
import { StepShell } from '../components/StepShell';
import { useGoToNextStep } from '../components/useStepNavigation';
import { useOnboardingDraft } from '../draft';
import { firstMessage } from '../validation';

/** What the member is looking for: one of the spec's intentions (section 9). */
export function IntentionScreen() {
  const { t } = useTranslation('onboarding');
  const { draft, update } = useOnboardingDraft();
  const goOn = useGoToNextStep('intention');
  const [error, setError] = useState<string>();

  function onContinue() {
    const message = firstMessage(
      relationshipIntentionSchema.safeParse(draft.relationship_intention),
    );
    setError(message);
    if (!message) goOn();
  }

  return (
    <StepShell
      title={t('intention.heading')}
      subtitle={t('intention.subtitle')}
      onContinue={onContinue}
    >
      <RadioChips
        layout="rows"
        label={t('intention.label')}
        options={RELATIONSHIP_INTENTIONS}
        optionLabel={(option) => t(`options.${option}`)}
        value={draft.relationship_intention}
        onChange={(relationship_intention) => {
          update({ relationship_intention });
          setError(undefined);
        }}
        error={error ? validationText(error, t) : undefined}
      />
    </StepShell>
  );
}
