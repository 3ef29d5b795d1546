import { CircleCheck, CircleX, Hourglass, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeTone = 'waiting' | 'good' | 'bad' | 'neutral' | 'accent';

const TONE_CLASSES: Record<BadgeTone, string> = {
  waiting: 'bg-amber-100 text-amber-800',
  good: 'bg-emerald-100 text-emerald-800',
  bad: 'bg-red-100 text-red-800',
  neutral: 'bg-neutral-100 text-neutral-700',
  accent: 'bg-violet-100 text-violet-800',
};

// An icon beside the colour, so colour is not the only cue (WCAG 1.4.1).
const TONE_ICONS: Partial<Record<BadgeTone, LucideIcon>> = {
  waiting: Hourglass,
  good: CircleCheck,
  bad: CircleX,
};

/** The tone of a decision's state: waiting for an admin, approved, or refused. */
export const DECISION_TONES = {
  pending: 'waiting',
  approved: 'good',
  rejected: 'bad',
  denied: 'bad',
} as const satisfies Record<string, BadgeTone>;

/** A small coloured pill with a status in words: Pending, Approved, Blocked, Admin… */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  const Icon = TONE_ICONS[tone];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE_CLASSES[tone],
      )}
    >
      {Icon && <Icon aria-hidden="true" className="size-3.5" />}
      {children}
    </span>
  );
}
