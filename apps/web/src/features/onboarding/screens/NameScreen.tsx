import { FIRST_NAME_MAX_LENGTH, GENDERS, MINIMUM_AGE } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { useSchemaForm, ZawgyiHint } from '../../../lib/forms';
import { ChoiceChips, TextField } from '../../../ui';
import { StepShell } from '../components/StepShell';
import { useGoToNextStep } from '../components/useStepNavigation';
import { useOnboardingDraft } from '../draft';
import { nameStepSchema } from '../stepSchemas';

/** A YYYY-MM-DD date `years` years before today (local), for the date picker's range. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** First name, birthdate (18+) and gender (docs/product.md#onboarding). */
export function NameScreen() {
  const { t } = useTranslation('onboarding');
  const { draft, update } = useOnboardingDraft();
  const goOn = useGoToNextStep('name');
  const form = useSchemaForm({
    schema: nameStepSchema,
    values: {
      first_name: draft.first_name ?? '',
      birthdate: draft.birthdate ?? '',
      gender: draft.gender,
    },
    onValuesChange: update,
  });

  const onContinue = form.handleSubmit(({ first_name }) => {
    update({ first_name }); // as the schema trimmed it
    goOn();
  });

  return (
    <StepShell title={t('name.heading')} subtitle={t('name.subtitle')} onContinue={onContinue}>
      <TextField
        label={t('name.firstName')}
        autoComplete="given-name"
        maxLength={FIRST_NAME_MAX_LENGTH}
        hint={t('name.firstNameHint')}
        {...form.field('first_name')}
      />
      <ZawgyiHint
        value={form.values.first_name}
        onAccept={(text) => form.setValue('first_name', text)}
      />
      <TextField
        label={t('name.birthdate')}
        type="date"
        autoComplete="bday"
        min={yearsAgo(120)}
        max={yearsAgo(MINIMUM_AGE)}
        hint={t('name.birthdateHint')}
        {...form.field('birthdate')}
      />
      <ChoiceChips
        type="radio"
        label={t('name.gender')}
        options={GENDERS}
        optionLabel={(option) => t(`options.${option}`)}
        value={form.values.gender}
        onChange={(gender) => form.setValue('gender', gender)}
        error={form.errors.gender}
      />
    </StepShell>
  );
}
