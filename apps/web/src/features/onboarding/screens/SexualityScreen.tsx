import {
  INTERESTED_IN_OPTIONS,
  interestedInSchema,
  SEXUALITIES,
  sexualitySchema,
  toggleInterestedIn,
} from '@dating/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../lib/i18n';
import { RadioChips, ToggleChips } from '../components/Chips';
import { StepShell } from '../components/StepShell';
import { useGoToNextStep } from '../components/useStepNavigation';
import { useOnboardingDraft } from '../draft';
import { firstMessage } from '../validation';

type Field = 'sexuality' | 'interested_in';

/** Sexuality (one) and who the member is interested in (at least one; Everyone stands alone). */
export function SexualityScreen() {
  const { t } = useTranslation('onboarding');
  const { draft, update } = useOnboardingDraft();
  const goOn = useGoToNextStep('sexuality');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const interestedIn = draft.interested_in ?? [];

  function onContinue() {
    const found = {
      sexuality: firstMessage(sexualitySchema.safeParse(draft.sexuality)),
      interested_in: firstMessage(interestedInSchema.safeParse(interestedIn)),
    };
    setErrors(found);
    if (!found.sexuality && !found.interested_in) goOn();
  }

  const message = (field: Field) => {
    const text = errors[field];
    return text ? validationText(text, t) : undefined;
  };
  const optionLabel = (option: string) => t(`options.${option}`);

  return (
    <StepShell
      title={t('sexuality.heading')}
      subtitle={t('sexuality.subtitle')}
      onContinue={onContinue}
    >
      <RadioChips
        label={t('sexuality.sexuality')}
        options={SEXUALITIES}
        optionLabel={optionLabel}
        value={draft.sexuality}
        onChange={(sexuality) => {
          update({ sexuality });
          setErrors((current) => ({ ...current, sexuality: undefined }));
        }}
        error={message('sexuality')}
      />
      <div className="flex flex-col gap-1">
        <ToggleChips
          label={t('sexuality.interestedIn')}
          options={INTERESTED_IN_OPTIONS}
          optionLabel={optionLabel}
          selected={interestedIn}
          onToggle={(choice) => {
            update((latest) => ({
              interested_in: toggleInterestedIn(latest.interested_in ?? [], choice),
            }));
            setErrors((current) => ({ ...current, interested_in: undefined }));
          }}
          error={message('interested_in')}
        />
        {!errors.interested_in && (
          <p className="text-xs text-neutral-500">{t('sexuality.interestedInHint')}</p>
        )}
      </div>
    </StepShell>
  );
}
