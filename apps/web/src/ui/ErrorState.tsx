import { Button } from './Button';
import { cn } from './cn';

type ErrorStateProps = {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
};

/** A list or screen that could not load: the reason, announced, and a way to try again. */
export function ErrorState({ message, retryLabel, onRetry, className }: ErrorStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-4 text-center', className)}>
      <p role="alert" className="text-neutral-700">
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
