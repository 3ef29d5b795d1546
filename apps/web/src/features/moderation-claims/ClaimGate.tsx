import { UserRoundCog } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui';

/** "@name is working on this": the mark of an item another admin has claimed. */
export function ClaimNote({
  holder,
  id,
  className,
}: {
  holder: string | null | undefined;
  id?: string;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  if (!holder) return null;
  return (
    <span
      id={id}
      className={cn(
        'inline-flex items-center gap-1 rounded-lg bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900',
        className,
      )}
    >
      <UserRoundCog aria-hidden="true" className="size-3.5 shrink-0" />
      <span>{t('claims.workingOn', { username: holder })}</span>
    </span>
  );
}

/**
 * Wraps an item's decision buttons: while another admin holds the item, every control inside is
 * disabled (a disabled fieldset) and carries "@name is working on this" as its description.
 */
export function ClaimGate({
  holder,
  children,
  className,
}: {
  holder: string | null | undefined;
  children: ReactNode;
  className?: string;
}) {
  const noteId = useId();
  return (
    <fieldset
      disabled={Boolean(holder)}
      aria-describedby={holder ? noteId : undefined}
      className={cn('m-0 flex min-w-0 flex-col gap-1 border-0 p-0', className)}
    >
      {children}
      <ClaimNote holder={holder} id={noteId} className="self-start" />
    </fieldset>
  );
}
