import { EllipsisVertical, Flag, ShieldBan } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui';
import { BlockDialog } from './BlockDialog';
import { ReportDialog } from './ReportDialog';

export interface SafetyMenuProps {
  userId: string;
  name?: string | null;
  /** After a block (or a report that also blocked): the caller leaves or moves on. */
  onBlocked?: () => void;
  /** Offer Report as well as Block (the swipe card, profiles, chat). */
  report?: boolean;
  /** The caller opens its own report dialog instead of the menu's. */
  onReport?: () => void;
  /** Classes of the round trigger button, to fit on a photo or in a header. */
  className?: string;
}

const item =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-neutral-100';

/** A ⋮ menu with Report and Block, each confirmed in its own dialog. */
export function SafetyMenu({
  userId,
  name,
  onBlocked,
  report = true,
  onReport,
  className,
}: SafetyMenuProps) {
  const { t } = useTranslation('safety');
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const who = name || t('block.someone');
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={t('menu.open', { name: who })}
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
            className ?? 'text-neutral-700 hover:bg-neutral-100',
          )}
          onPointerDown={(event) => event.stopPropagation()}
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-48 rounded-xl border border-neutral-200 bg-white p-1 text-neutral-900 shadow-lg"
          >
            {report && (
              <DropdownMenu.Item
                className={item}
                onSelect={() => (onReport ? onReport() : setOpen('report'))}
              >
                <Flag aria-hidden="true" className="size-4 text-neutral-500" />
                {t('menu.report', { name: who })}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item
              className={cn(item, 'text-red-700')}
              onSelect={() => setOpen('block')}
            >
              <ShieldBan aria-hidden="true" className="size-4" />
              {t('menu.block', { name: who })}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {report && !onReport && (
        <ReportDialog
          open={open === 'report'}
          onOpenChange={(next) => setOpen(next ? 'report' : null)}
          userId={userId}
          name={name}
          onSubmitted={(blocked) => {
            if (blocked) onBlocked?.();
          }}
        />
      )}
      <BlockDialog
        open={open === 'block'}
        onOpenChange={(next) => setOpen(next ? 'block' : null)}
        userId={userId}
        name={name}
        onBlocked={onBlocked}
      />
    </>
  );
}
