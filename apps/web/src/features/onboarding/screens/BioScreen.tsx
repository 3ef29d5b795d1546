import { BIO_MAX_LENGTH, BIO_MIN_LENGTH } from '@dating/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, useSchemaForm, ZawgyiHint } from '../../../lib/forms';
import { cn } from '../../../ui';
import { StepShell } from '../components/StepShell';
import { useGoToNextStep } from '../components/useStepNavigation';
import { useOnboardingDraft } from '../draft';
import { bioStepSchema } from '../stepSchemas';

/** A bio of at least 10 characters after trimming (docs/product.md#onboarding), with a counter. */
export function BioScreen() {
  const { t } = useTranslation('onboarding');
  const { draft, update } = useOnboardingDraft();
  const goOn = useGoToNextStep('bio');
  const id = useId();
  const form = useSchemaForm({
    schema: bioStepSchema,
    values: { bio: draft.bio ?? '' },
    onValuesChange: update,
  });
  const { bio } = form.values;
  const error = form.errors.bio;
  const missing = Math.max(0, BIO_MIN_LENGTH - bio.trim().length);

  const onContinue = form.handleSubmit((checked) => {
    update({ bio: checked.bio }); // as the schema trimmed it
    goOn();
  });

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
          onChange={(event) => form.setValue('bio', event.target.value)}
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
        <FieldError id={`${id}-error`} message={error} />
        <ZawgyiHint value={bio} onAccept={(text) => form.setValue('bio', text)} />
      </div>
    </StepShell>
  );
}
