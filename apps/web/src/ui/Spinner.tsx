import { cn } from './cn';

export function Spinner({ size = 'md', className }: { size?: 'sm' | 'md'; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-2 border-current border-r-transparent',
        size === 'sm' ? 'size-4' : 'size-8 text-rose-500',
        className,
      )}
    />
  );
}

/** A grey placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-neutral-200', className)} />
  );
}

/** A centred spinner with a visible status text (guards, whole-screen loading). */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-neutral-600"
    >
      <Spinner />
      <p>{label}</p>
    </div>
  );
}
