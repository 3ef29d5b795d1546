import { Button } from '../Button';
import { cn } from '../cn';

const approveClasses =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full bg-emerald-600 px-4 text-sm font-semibold text-white shadow-sm ' +
  'hover:bg-emerald-700 active:bg-emerald-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

interface Decision {
  /** The button's text, e.g. Approve. */
  label: string;
  /** Its accessible name, naming the member, e.g. Approve @thida. */
  name: string;
  onClick: () => void;
  disabled?: boolean;
}

/** Approve (green) and Reject/Deny (red) for one pending request. */
export function DecisionButtons({
  approve,
  reject,
  busy,
  stacked = false,
}: {
  approve: Decision;
  reject: Decision;
  /** A decision is being sent: both wait. */
  busy: boolean;
  /** One above the other (narrow table columns). */
  stacked?: boolean;
}) {
  return (
    <div className={cn('flex gap-2', stacked && 'w-32 flex-col')}>
      <button
        type="button"
        className={approveClasses}
        onClick={approve.onClick}
        disabled={busy || approve.disabled}
        aria-label={approve.name}
      >
        {approve.label}
      </button>
      <Button
        variant="danger"
        className="min-h-11 flex-1 px-4"
        onClick={reject.onClick}
        disabled={busy || reject.disabled}
        aria-label={reject.name}
      >
        {reject.label}
      </Button>
    </div>
  );
}
