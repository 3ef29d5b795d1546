import { EllipsisVertical, Flag, ShieldBan } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui';
import { BlockDialog } from './BlockDialog';
import { ReportDialog } from './ReportDialog';
import { type SafetyMenuProps, triggerClasses } from './SafetyMenu';

export interface SafetyMenuPopupProps extends SafetyMenuProps {
  /**
   * The menu opens as it mounts: the member pressed SafetyMenu's stand-in trigger, which this
   * replaces. From the keyboard the first item takes the focus, as Radix's own trigger does.
   */
  openedWith?: 'pointer' | 'keyboard';
}

const item =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-neutral-100';

/** SafetyMenu's ⋮ menu (Radix) with Report and Block, each confirmed in its own dialog. */
export function SafetyMenuPopup({
  userId,
  name,
  onBlocked,
  report = true,
  onReport,
  className,
  openedWith,
}: SafetyMenuPopupProps) {
  const { t } = useTranslation('safety');
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const focusFirst = useRef(openedWith === 'keyboard');
  const first = useRef<HTMLDivElement>(null);
  const who = name || t('block.someone');
  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={openedWith !== undefined}>
        <DropdownMenu.Trigger
          aria-label={t('menu.open', { name: who })}
          className={triggerClasses(className)}
          onPointerDown={(event) => event.stopPropagation()}
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-48 rounded-xl border border-neutral-200 bg-white p-1 text-neutral-900 shadow-lg"
            // Radix focuses the menu as it opens; from the keyboard, move on to the first item.
            onFocus={(event) => {
              if (!focusFirst.current || event.target !== event.currentTarget) return;
              focusFirst.current = false;
              first.current?.focus();
            }}
          >
            {report && (
              <DropdownMenu.Item
                ref={first}
                className={item}
                onSelect={() => (onReport ? onReport() : setOpen('report'))}
              >
                <Flag aria-hidden="true" className="size-4 text-neutral-500" />
                {t('menu.report', { name: who })}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item
              ref={report ? undefined : first}
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
