import { useEffect, useSyncExternalStore } from 'react';
import { lazyModule } from '../../../lib/lazyModule';
import { onLikeSent } from '../../../lib/likeSignals';
import { realtime } from '../../../lib/realtime';
import { mayAskForPush } from '../pushState';

/** After a like or a match, so the member sees the 'It's a Match!' first. */
export const PUSH_PROMPT_DELAY_MS = 1_500;

// One question for the whole app, shown in one place: the layout's bottom bar, or a screen's own
// slot while one is mounted (the deck's, above its card: the bar would cover its buttons).
let open = false;
let slots = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of [...listeners]) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Opens or closes the question (the panel closes it once answered). */
export function setPushPromptOpen(next: boolean) {
  open = next;
  changed();
}

function usePlace(): 'bar' | 'slot' | null {
  return useSyncExternalStore(subscribe, () => (open ? (slots > 0 ? 'slot' : 'bar') : null));
}

/** Its texts and buttons load when it first opens: most visits never show it (issue #22). */
const panel = lazyModule(() => import('./PushPromptPanel'));

function Panel(props: { look: 'card' | 'strip'; className?: string }) {
  const loaded = panel.useModule(true);
  return loaded ? <loaded.PushPromptPanel {...props} /> : null;
}

/**
 * Asks about notifications at a moment that makes sense: after a like sent or a match, never on
 * first load. The app asks first; the browser's own prompt comes only after a yes, and 'Not now'
 * keeps the question away for a while (PUSH_PROMPT_SNOOZE_MS). Shown in the layout's bottom bar
 * (in the page's flow) unless a screen offers its own place (PushPromptSlot).
 */
export function PushPrompt({ hidden = false }: { hidden?: boolean }) {
  const place = usePlace();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const moment = () => {
      if (!mayAskForPush()) return;
      clearTimeout(timer);
      timer = setTimeout(() => setPushPromptOpen(mayAskForPush()), PUSH_PROMPT_DELAY_MS);
    };
    const offs = [onLikeSent(moment), realtime.onFrame('matched', moment)];
    return () => {
      clearTimeout(timer);
      for (const off of offs) off();
      open = false; // signed out: the next member starts unasked
    };
  }, []);
  // Kept while hidden (a conversation): the question waits for the next screen.
  return place === 'bar' && !hidden ? <Panel look="card" /> : null;
}

/**
 * The question as a slim strip, for a screen with no room below its content (the deck): while
 * this is mounted the bottom bar shows nothing. `className` places it.
 */
export function PushPromptSlot({ className }: { className?: string }) {
  const place = usePlace();
  useEffect(() => {
    slots += 1;
    changed();
    return () => {
      slots -= 1;
      changed();
    };
  }, []);
  return place === 'slot' ? <Panel look="strip" className={className} /> : null;
}
