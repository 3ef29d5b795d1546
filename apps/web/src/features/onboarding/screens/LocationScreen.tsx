import { LocateFixed, MapPin } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { StepShell } from '../components/StepShell';
import { useGoToNextStep } from '../components/useStepNavigation';
import { isStepDone, useOnboardingDraft } from '../draft';
import { type FoundLocation, useCurrentLocation } from '../useCurrentLocation';
import { LocationTownSearch } from './LocationTownSearch';

/**
 * The member's town: from the current position, or, when that is denied or unavailable (or not
 * wanted), chosen by name (docs/product.md#onboarding).
 */
export function LocationScreen() {
  const { t } = useTranslation('onboarding');
  const { draft, update } = useOnboardingDraft();
  const goOn = useGoToNextStep('location');
  const onFound = useCallback((found: FoundLocation) => update(found), [update]);
  const { locate, locating, error, settle } = useCurrentLocation(onFound);
  const located = isStepDone('location', draft);
  const [choosing, setChoosing] = useState(false);
  const onChosen = useCallback(
    (found: FoundLocation) => {
      update(found);
      setChoosing(false);
      settle();
    },
    [update, settle],
  );

  return (
    <StepShell
      title={t('location.heading')}
      subtitle={t('location.subtitle')}
      onContinue={goOn}
      continueDisabled={!located || locating}
    >
      <div className="flex flex-col items-center gap-6 pt-4 text-center">
        <span className="inline-flex size-24 items-center justify-center rounded-full bg-rose-100 text-rose-600">
          <MapPin aria-hidden="true" className="size-12" />
        </span>
        <output aria-live="polite" className="flex min-h-16 flex-col items-center justify-center">
          {located ? (
            <>
              <span className="text-sm text-neutral-500">{t('location.found')}</span>
              <span className="text-2xl font-bold text-neutral-900">{draft.city}</span>
            </>
          ) : locating ? (
            <span className="text-neutral-600">{t('location.locating')}</span>
          ) : (
            <span className="text-sm text-neutral-500">{t('location.required')}</span>
          )}
        </output>
        <Button
          variant={located ? 'secondary' : 'primary'}
          size="lg"
          onClick={locate}
          loading={locating}
        >
          {!locating && <LocateFixed aria-hidden="true" className="size-5" />}
          {located ? t('location.update') : t('location.useCurrent')}
        </Button>
        {error ? (
          <p role="alert" className="w-full rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {t(`location.errors.${error}`)}
          </p>
        ) : null}
        {choosing ? (
          <LocationTownSearch onChosen={onChosen} />
        ) : (
          <Button variant="ghost" onClick={() => setChoosing(true)}>
            {t('location.town.open')}
          </Button>
        )}
      </div>
    </StepShell>
  );
}
