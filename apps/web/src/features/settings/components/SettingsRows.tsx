import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../ui';

/** A row of a Settings list: a link or a button filling the row, with a 44 px+ target. */
export const rowClasses =
  'flex min-h-14 w-full items-center gap-4 px-4 py-2 text-left text-base text-neutral-800 ' +
  'hover:bg-neutral-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-inset ' +
  'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent';

export function RowContent({
  icon: Icon,
  children,
  detail,
  danger,
}: {
  icon: LucideIcon;
  children: ReactNode;
  detail?: ReactNode;
  danger?: boolean;
}) {
  return (
    <>
      <Icon
        aria-hidden="true"
        className={cn('size-5', danger ? 'text-red-600' : 'text-rose-500')}
      />
      <span className="flex flex-1 flex-col">
        <span className={cn(danger && 'text-red-700')}>{children}</span>
        {detail ? <span className="text-sm text-neutral-500">{detail}</span> : null}
      </span>
    </>
  );
}
