import { Button } from '../Button';
import { cn } from '../cn';

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
      <Button
        variant="approve"
        className="min-h-11 flex-1 px-4"
        onClick={approve.onClick}
        disabled={busy || approve.disabled}
        aria-label={approve.name}
      >
        {approve.label}
      </Button>
      <Button
        variant="destructive"
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
