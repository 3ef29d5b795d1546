import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { formatNumber } from '../lib/format';
import { ONBOARDING_STEPS, type OnboardingStep, paths } from '../lib/paths';
import { PhoneFrame } from '../ui';

function currentStepIndex(pathname: string): number {
  const step = pathname.split('/')[2] as OnboardingStep | undefined;
  return Math.max(0, step ? ONBOARDING_STEPS.indexOf(step) : 0);
}

/** Onboarding steps: a back link and a progress bar above the step. */
export function OnboardingLayout() {
  const { t, i18n } = useTranslation('onboarding');
  const { pathname } = useLocation();
  const index = currentStepIndex(pathname);
  const total = ONBOARDING_STEPS.length;
  const previous = index > 0 ? ONBOARDING_STEPS[index - 1] : undefined;
  const label = t('progress', { current: index + 1, total });

  return (
    <PhoneFrame>
      <header className="flex items-center gap-2 px-2 pt-2">
        {previous ? (
          <Link
            to={paths.onboarding(previous)}
            className="inline-flex size-11 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
            <span className="sr-only">{t('back')}</span>
          </Link>
        ) : (
          <span className="size-11" />
        )}
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          className="h-2 flex-1 overflow-hidden rounded-full bg-rose-100"
        >
          <div
            className="h-full rounded-full bg-rose-500 transition-[width] duration-300"
            style={{ width: `${((index + 1) / total) * 100}%` }}
          />
        </div>
        <span className="w-11 text-center text-xs text-neutral-500" aria-hidden="true">
          {formatNumber(index + 1, i18n.language)}/{formatNumber(total, i18n.language)}
        </span>
      </header>
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </PhoneFrame>
  );
}
