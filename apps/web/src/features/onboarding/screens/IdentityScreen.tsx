import { PRONOUNS_MAX_LENGTH } from '@dating/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms';
import { TextField, ToggleSwitch } from '../../../ui';
import { StepShell } from '../components/StepShell';
import { useGoToNextStep } from '../components/useStepNavigation';
import { useOnboardingDraft } from '../draft';
import { identityStepSchema } from '../stepSchemas';

/**
 * How the member's gender is shown (docs/product.md#onboarding): optional pronouns and a
 * show-gender switch.
 */
export function IdentityScreen() {
  const { t } = useTranslation('onboarding');
  const { draft, update } = useOnboardingDraft();
  const goOn = useGoToNextStep('identity');
  const switchId = useId();
  const form = useSchemaForm({
    schema: identityStepSchema,
    values: { pronouns: draft.pronouns ?? '', show_gender: draft.show_gender ?? true },
    onValuesChange: update,
  });
  const pronouns = form.field('pronouns');

  const onContinue = form.handleSubmit((checked) => {
    update({
      pronouns: checked.pronouns ?? '', // as the schema trimmed it
      show_gender: checked.show_gender ?? true,
      identity_done: true,
    });
    goOn();
  });

  return (
    <StepShell
      title={t('identity.heading')}
      subtitle={t('identity.subtitle')}
      onContinue={onContinue}
    >
      <TextField
        label={t('identity.pronouns')}
        placeholder={t('identity.pronounsPlaceholder')}
        maxLength={PRONOUNS_MAX_LENGTH}
        hint={t('identity.pronounsHint', { max: PRONOUNS_MAX_LENGTH })}
        {...pronouns}
        // The only rule is the length; the schema's own wording is generic.
        error={pronouns.error && t('identity.pronounsTooLong', { max: PRONOUNS_MAX_LENGTH })}
      />
      <div className="flex items-center justify-between gap-4 rounded-2xl border border-neutral-200 p-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={switchId} className="cursor-pointer font-medium text-neutral-900">
            {t('identity.showGender')}
          </label>
          <p id={`${switchId}-hint`} className="text-sm text-neutral-500">
            {draft.gender
              ? t('identity.showGenderHint', { gender: t(`options.${draft.gender}`) })
              : t('identity.showGenderHintNone')}
          </p>
        </div>
        <ToggleSwitch
          id={switchId}
          checked={form.values.show_gender}
          onCheckedChange={(checked) => form.setValue('show_gender', checked)}
          aria-describedby={`${switchId}-hint`}
        />
      </div>
    </StepShell>
  );
}
