import { RELATIONSHIP_INTENTIONS } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms';
import { ChoiceChips } from '../../../ui';
import { StepShell } from '../components/StepShell';
import { useGoToNextStep } from '../components/useStepNavigation';
import { useOnboardingDraft } from '../draft';
import { intentionStepSchema } from '../stepSchemas';

/** What the member is looking for: one of the intentions (docs/product.md#onboarding). */
export function IntentionScreen() {
  const { t } = useTranslation('onboarding');
  const { draft, update } = useOnboardingDraft();
  const goOn = useGoToNextStep('intention');
  const form = useSchemaForm({
    schema: intentionStepSchema,
    values: { relationship_intention: draft.relationship_intention },
    onValuesChange: update,
  });

  return (
    <StepShell
      title={t('intention.heading')}
      subtitle={t('intention.subtitle')}
      onContinue={form.handleSubmit(goOn)}
    >
      <ChoiceChips
        type="radio"
        layout="rows"
        label={t('intention.label')}
        options={RELATIONSHIP_INTENTIONS}
        optionLabel={(option) => t(`options.${option}`)}
        value={form.values.relationship_intention}
        onChange={(intention) => form.setValue('relationship_intention', intention)}
        error={form.errors.relationship_intention}
      />
    </StepShell>
  );
}
