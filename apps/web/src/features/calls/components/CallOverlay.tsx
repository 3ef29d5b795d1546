import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { thumbUrl } from '../../../lib/media';
import { cn } from '../../../ui';

/**
 * A call's screen: full screen above the app, a modal dialog for assistive technology. Escape and
 * a tap outside do nothing: a call ends by its buttons only.
 */
export function CallOverlay({
  title,
  children,
  dark = true,
  testId,
}: {
  title: string;
  children: ReactNode;
  dark?: boolean;
  testId: string;
}) {
  return (
    <RadixDialog.Root open>
      <RadixDialog.Portal>
        <RadixDialog.Content
          data-testid={testId}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className={cn(
            'fixed inset-0 z-50 flex flex-col overflow-y-auto focus:outline-none',
            dark ? 'bg-neutral-900 text-white' : 'bg-white text-neutral-900',
          )}
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const sizes = { md: 'size-24 text-3xl', lg: 'size-32 text-5xl' } as const;

/** The other member's picture (their first letter when there is none); the name is written beside it. */
export function Portrait({
  name,
  url,
  size = 'lg',
}: {
  name: string;
  url: string | null;
  size?: keyof typeof sizes;
}) {
  const [broken, setBroken] = useState(false);
  const classes = cn('shrink-0 rounded-full object-cover', sizes[size]);
  if (url && !broken) {
    return (
      <img
        src={thumbUrl(url)}
        alt=""
        className={cn(classes, 'bg-neutral-700')}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(classes, 'flex items-center justify-center bg-rose-600 font-bold text-white')}
    >
      {(Array.from(name)[0] ?? '').toUpperCase()}
    </span>
  );
}

/**
 * A round call button (56 px, above the 44 px touch target) named by its label; the icon alone
 * shows, as on every phone's call screen.
 */
export function RoundButton({
  label,
  onClick,
  children,
  tone = 'neutral',
  on,
  disabled,
  caption = false,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  tone?: 'neutral' | 'danger' | 'accept';
  /** Drawn light while its setting is on (muted, camera off); the label says which. */
  on?: boolean;
  disabled?: boolean;
  /** Writes the label under the button too (the ringing screen's Accept and Decline). */
  caption?: boolean;
}) {
  const button = (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      disabled={disabled}
      className={cn(
        'inline-flex size-14 shrink-0 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white/70 disabled:opacity-50',
        tone === 'danger' && 'bg-red-600 text-white hover:bg-red-700',
        tone === 'accept' && 'bg-emerald-600 text-white hover:bg-emerald-700',
        tone === 'neutral' &&
          (on ? 'bg-white text-neutral-900' : 'bg-white/15 text-white hover:bg-white/25'),
      )}
    >
      {children}
    </button>
  );
  if (!caption) return button;
  return (
    <div className="flex flex-col items-center gap-1">
      {button}
      <span aria-hidden="true" className="text-sm font-medium">
        {label}
      </span>
    </div>
  );
}
