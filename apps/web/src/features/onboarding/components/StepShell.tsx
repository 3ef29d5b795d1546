import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';

export interface StepShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Called by the Continue button (and Enter in a field). */
  onContinue: () => void;
  continueLabel?: string;
  continueDisabled?: boolean;
  busy?: boolean;
  /** A message about the whole step, shown above the button. */
  error?: ReactNode;
}

/** One onboarding step: heading, its fields, and Continue kept in reach at the bottom. */
export function StepShell({
  title,
  subtitle,
  children,
  onContinue,
  continueLabel,
  continueDisabled,
  busy,
  error,
}: StepShellProps) {
  const { t } = useTranslation('onboarding');
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step is a new page for a screen reader: start reading at its heading.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!continueDisabled && !busy) onContinue();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-1 flex-col px-6 pt-6">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-neutral-900 outline-none">
        {title}
      </h1>
      {subtitle ? <p className="mt-2 text-neutral-600">{subtitle}</p> : null}
      <div className="mt-6 flex flex-1 flex-col gap-6">{children}</div>
      <div className="sticky bottom-0 -mx-6 mt-6 flex flex-col gap-3 border-t border-neutral-100 bg-white/95 px-6 pt-3 pb-[max(1.5rem,env(safe-area-inset-bottom))] backdrop-blur">
        {error ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={continueDisabled} loading={busy}>
          {continueLabel ?? t('continue')}
        </Button>
      </div>
    </form>
  );
}
