import { INTERESTED_IN_OPTIONS, SEXUALITIES, toggleInterestedIn } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms';
import { ChoiceChips } from '../../../ui';
import { StepShell } from '../components/StepShell';
import { useGoToNextStep } from '../components/useStepNavigation';
import { useOnboardingDraft } from '../draft';
import { sexualityStepSchema } from '../stepSchemas';

/** Sexuality (one) and who the member is interested in (at least one; Everyone stands alone). */
export function SexualityScreen() {
  const { t } = useTranslation('onboarding');
  const { draft, update } = useOnboardingDraft();
  const goOn = useGoToNextStep('sexuality');
  const form = useSchemaForm({
    schema: sexualityStepSchema,
    values: { sexuality: draft.sexuality, interested_in: draft.interested_in ?? [] },
    onValuesChange: update,
  });
  const optionLabel = (option: string) => t(`options.${option}`);

  return (
    <StepShell
      title={t('sexuality.heading')}
      subtitle={t('sexuality.subtitle')}
      onContinue={form.handleSubmit(goOn)}
    >
      <ChoiceChips
        type="radio"
        label={t('sexuality.sexuality')}
        options={SEXUALITIES}
        optionLabel={optionLabel}
        value={form.values.sexuality}
        onChange={(sexuality) => form.setValue('sexuality', sexuality)}
        error={form.errors.sexuality}
      />
      <div className="flex flex-col gap-1">
        <ChoiceChips
          type="toggle"
          label={t('sexuality.interestedIn')}
          options={INTERESTED_IN_OPTIONS}
          optionLabel={optionLabel}
          selected={form.values.interested_in}
          onToggle={(choice) =>
            form.setValue('interested_in', (current) => toggleInterestedIn(current, choice))
          }
          error={form.errors.interested_in}
        />
        {!form.errors.interested_in && (
          <p className="text-xs text-neutral-500">{t('sexuality.interestedInHint')}</p>
        )}
      </div>
    </StepShell>
  );
}
