import { PRONOUNS_MAX_LENGTH } from '@dating/shared';
import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui';
import { StepShell } from '../components/StepShell';
import { useGoToNextStep } from '../components/useStepNavigation';
import { useOnboardingDraft } from '../draft';

/** How the member's gender is shown (DESIGN.md): optional pronouns and a show-gender switch. */
export function IdentityScreen() {
  const { t } = useTranslation('onboarding');
  const { draft, update } = useOnboardingDraft();
  const goOn = useGoToNextStep('identity');
  const switchId = useId();
  const [error, setError] = useState<string>();
  const showGender = draft.show_gender ?? true;

  function onContinue() {
    const pronouns = (draft.pronouns ?? '').trim();
    if (pronouns.length > PRONOUNS_MAX_LENGTH) {
      setError(t('identity.pronounsTooLong', { max: PRONOUNS_MAX_LENGTH }));
      return;
    }
    update({ pronouns, show_gender: showGender, identity_done: true });
    goOn();
  }

  return (
    <StepShell
      title={t('identity.heading')}
      subtitle={t('identity.subtitle')}
      onContinue={onContinue}
    >
      <TextField
        label={t('identity.pronouns')}
        name="pronouns"
        placeholder={t('identity.pronounsPlaceholder')}
        maxLength={PRONOUNS_MAX_LENGTH}
        hint={t('identity.pronounsHint', { max: PRONOUNS_MAX_LENGTH })}
        value={draft.pronouns ?? ''}
        onChange={(event) => {
          update({ pronouns: event.target.value });
          setError(undefined);
        }}
        error={error}
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
        <Switch.Root
          id={switchId}
          checked={showGender}
          onCheckedChange={(checked) => update({ show_gender: checked })}
          aria-describedby={`${switchId}-hint`}
          className="relative inline-flex h-11 w-20 shrink-0 items-center rounded-full bg-neutral-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2 data-[state=checked]:bg-rose-600"
        >
          <Switch.Thumb className="block size-9 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-10" />
        </Switch.Root>
      </div>
    </StepShell>
  );
}
