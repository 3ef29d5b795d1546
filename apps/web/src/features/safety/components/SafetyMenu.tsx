import { EllipsisVertical } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogModule } from '../../../lib/lazyModule';
import { cn, Spinner, useViewingAs } from '../../../ui';
import { safetyUi } from './loadSafetyUi';

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

/** The round ⋮ button, the same before and after the menu's code has arrived. */
export function triggerClasses(className: string | undefined): string {
  return cn(
    'inline-flex size-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
    className ?? 'text-neutral-700 hover:bg-neutral-100',
  );
}

/**
 * A ⋮ menu with Report and Block, each confirmed in its own dialog. The menu (Radix, Floating
 * UI) and its dialogs load when a member first opens one (issue #22: they are not part of a
 * screen's first load); until then a button that looks and is announced the same stands in, and
 * opens the menu the way Radix's trigger does (pointer down; Enter, Space or ArrowDown).
 */
export function SafetyMenu(props: SafetyMenuProps) {
  const { t } = useTranslation('safety');
  const [openedWith, setOpenedWith] = useState<'pointer' | 'keyboard'>();
  // A stand-in stays until it is used, even if the code arrives meanwhile (a focus preloads it):
  // swapping a focused button would lose the focus.
  const [loadedFirst] = useState(() => safetyUi.get() !== undefined);
  const ui = useDialogModule(safetyUi, openedWith !== undefined, () => setOpenedWith(undefined));
  // Report and Block change something: a View As tab shows the button disabled (issue 31).
  const viewingAs = useViewingAs();
  if (viewingAs) {
    const readOnly = t('impersonation.actionsOff', { ns: 'common' });
    return (
      <button
        type="button"
        disabled
        aria-label={`${t('menu.open', { name: props.name || t('block.someone') })}: ${readOnly}`}
        title={readOnly}
        className={cn(triggerClasses(props.className), 'cursor-not-allowed opacity-50')}
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
    );
  }
  if (ui && (loadedFirst || openedWith)) {
    return <ui.SafetyMenuPopup {...props} openedWith={openedWith} />;
  }

  const open = (how: 'pointer' | 'keyboard') => setOpenedWith((current) => current ?? how);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    open('keyboard');
  };
  const waiting = openedWith !== undefined;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={waiting || undefined}
      aria-label={t('menu.open', { name: props.name || t('block.someone') })}
      className={triggerClasses(props.className)}
      // The card under it must not take the press for a swipe.
      onPointerDown={(event) => {
        event.stopPropagation();
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open('pointer');
      }}
      onKeyDown={onKeyDown}
      // A screen reader's activation may come as a click alone.
      onClick={() => open('keyboard')}
      onFocus={() => void safetyUi.preload().catch(() => undefined)}
    >
      {waiting ? <Spinner size="sm" /> : <EllipsisVertical aria-hidden="true" className="size-5" />}
    </button>
  );
}
