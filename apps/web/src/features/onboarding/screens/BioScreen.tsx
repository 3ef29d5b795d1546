import { BIO_MAX_LENGTH, BIO_MIN_LENGTH, onboardingBioSchema } from '@dating/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../lib/i18n';
import { cn } from '../../../ui';
import { FieldError, StepShell } from '../components/StepShell';
import { useGoToNextStep } from '../components/useStepNavigation';
import { useOnboardingDraft } from '../draft';
import { firstMessage } from '../validation';

/** A bio of at least 10 characters after trimming (spec section 5), with a counter. */
export function BioScreen() {
  const { t } = useTranslation('onboarding');
  const { draft, update } = useOnboardingDraft();
  const goOn = useGoToNextStep('bio');
  const id = useId();
  const [error, setError] = useState<string>();
  const bio = draft.bio ?? '';
  const trimmed = bio.trim().length;
  const missing = Math.max(0, BIO_MIN_LENGTH - trimmed);

  function onContinue() {
    const parsed = onboardingBioSchema.safeParse(bio);
    const message = firstMessage(parsed);
    setError(message);
    if (!parsed.success) return;
    update({ bio: parsed.data });
    goOn();
  }

  return (
    <StepShell title={t('bio.heading')} subtitle={t('bio.subtitle')} onContinue={onContinue}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-neutral-800">
          {t('bio.label')}
        </label>
        <textarea
          id={id}
          name="bio"
          rows={6}
          maxLength={BIO_MAX_LENGTH}
          placeholder={t('bio.placeholder')}
          value={bio}
          onChange={(event) => {
            update({ bio: event.target.value });
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count ${error ? `${id}-error` : ''}`.trim()}
          className={cn(
            'min-h-36 resize-y rounded-xl border bg-white px-4 py-3 text-base text-neutral-900 placeholder:text-neutral-400',
            'focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
            error ? 'border-red-500' : 'border-neutral-300',
          )}
        />
        <div id={`${id}-count`} className="flex justify-between gap-3 text-xs">
          <span className={missing > 0 ? 'text-neutral-500' : 'text-emerald-700'}>
            {missing > 0 ? t('bio.needMore', { count: missing }) : t('bio.enough')}
          </span>
          <span className="text-neutral-500">
            {t('bio.counter', { length: bio.length, max: BIO_MAX_LENGTH })}
          </span>
        </div>
        <FieldError id={`${id}-error`} message={error ? validationText(error, t) : undefined} />
      </div>
    </StepShell>
  );
}
