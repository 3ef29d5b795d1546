import {
  birthdateSchema,
  FIRST_NAME_MAX_LENGTH,
  firstNameSchema,
  GENDERS,
  genderSchema,
  MINIMUM_AGE,
} from '@dating/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../lib/i18n';
import { TextField } from '../../../ui';
import { RadioChips } from '../components/Chips';
import { StepShell } from '../components/StepShell';
import { useGoToNextStep } from '../components/useStepNavigation';
import { useOnboardingDraft } from '../draft';
import { firstMessage } from '../validation';

type Field = 'first_name' | 'birthdate' | 'gender';

/** A YYYY-MM-DD date `years` years before today (local), for the date picker's range. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** First name, birthdate (18+) and gender (spec section 5). */
export function NameScreen() {
  const { t } = useTranslation('onboarding');
  const { draft, update } = useOnboardingDraft();
  const goOn = useGoToNextStep('name');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field, value: string) => {
    update({ [field]: value });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onContinue() {
    const name = firstNameSchema.safeParse(draft.first_name ?? '');
    const found: Partial<Record<Field, string>> = {
      first_name: firstMessage(name),
      birthdate: firstMessage(birthdateSchema.safeParse(draft.birthdate ?? '')),
      gender: firstMessage(genderSchema.safeParse(draft.gender)),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || !name.success) return;
    update({ first_name: name.data });
    goOn();
  }

  const message = (field: Field) => {
    const text = errors[field];
    return text ? validationText(text, t) : undefined;
  };

  return (
    <StepShell title={t('name.heading')} subtitle={t('name.subtitle')} onContinue={onContinue}>
      <TextField
        label={t('name.firstName')}
        name="first_name"
        autoComplete="given-name"
        maxLength={FIRST_NAME_MAX_LENGTH}
        hint={t('name.firstNameHint')}
        value={draft.first_name ?? ''}
        onChange={(event) => change('first_name', event.target.value)}
        error={message('first_name')}
      />
      <TextField
        label={t('name.birthdate')}
        name="birthdate"
        type="date"
        autoComplete="bday"
        min={yearsAgo(120)}
        max={yearsAgo(MINIMUM_AGE)}
        hint={t('name.birthdateHint')}
        value={draft.birthdate ?? ''}
        onChange={(event) => change('birthdate', event.target.value)}
        error={message('birthdate')}
      />
      <RadioChips
        label={t('name.gender')}
        options={GENDERS}
        optionLabel={(option) => t(`options.${option}`)}
        value={draft.gender}
        onChange={(value) => change('gender', value)}
        error={message('gender')}
      />
    </StepShell>
  );
}
