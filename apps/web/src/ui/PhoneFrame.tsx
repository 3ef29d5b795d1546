import type { ReactNode } from 'react';
import { cn } from './cn';

/** The phone-sized column, centred on wide screens (mobile-first). */
export function PhoneFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="min-h-dvh bg-rose-50 sm:bg-neutral-100">
      <div
        className={cn(
          'mx-auto flex min-h-dvh w-full max-w-md flex-col bg-white sm:shadow-lg',
          className,
        )}
      >
        {children}
      </div>
    </div>
  );
}
