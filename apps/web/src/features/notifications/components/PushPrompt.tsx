import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onLikeSent } from '../../../lib/likeSignals';
import { realtime } from '../../../lib/realtime';
import { Button, useToast } from '../../../ui';
import { askBrowserAndSubscribe, mayAskForPush, snoozePushPrompt } from '../push';

/** After a like or a match, so the member sees the 'It's a Match!' first. */
export const PUSH_PROMPT_DELAY_MS = 1_500;

/**
 * Asks about notifications at a moment that makes sense: after a like sent or a match, never on
 * first load. The app asks first; the browser's own prompt comes only after a yes, and 'Not now'
 * keeps the question away for a while (PUSH_PROMPT_SNOOZE_MS).
 */
export function PushPrompt({ hidden = false }: { hidden?: boolean }) {
  const { t, i18n } = useTranslation('notifications');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const moment = () => {
      if (!mayAskForPush()) return;
      clearTimeout(timer);
      timer = setTimeout(() => setOpen(mayAskForPush()), PUSH_PROMPT_DELAY_MS);
    };
    const offs = [onLikeSent(moment), realtime.onFrame('matched', moment)];
    return () => {
      clearTimeout(timer);
      for (const off of offs) off();
    };
  }, []);

  // Kept while hidden (a conversation): the question waits for the next screen.
  if (!open || hidden) return null;

  const notNow = () => {
    snoozePushPrompt();
    setOpen(false);
  };
  const turnOn = async () => {
    setBusy(true);
    try {
      const permission = await askBrowserAndSubscribe(i18n.language);
      if (permission === 'granted') toast.show(t('prompt.on'), 'success');
      else if (permission === 'denied') toast.show(t('prompt.blocked'), 'info');
      else snoozePushPrompt();
    } catch (error) {
      console.error('Could not turn on notifications', error);
      toast.show(t('prompt.failed'), 'error');
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <section
      aria-labelledby="push-prompt-title"
      // In the layout's bottom bar, above the tabs: in the page's flow, so it never covers a
      // screen's own buttons (a profile's Message, the deck's Like).
      className="pointer-events-auto mx-auto mb-2 w-[calc(100%-2rem)] max-w-sm rounded-2xl border border-rose-100 bg-white p-4 shadow-xl"
    >
      <div className="flex gap-3">
        <BellRing aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-rose-500" />
        <div className="flex flex-col gap-1">
          <h2 id="push-prompt-title" className="font-bold text-neutral-900">
            {t('prompt.title')}
          </h2>
          <p className="text-sm text-neutral-700">{t('prompt.body')}</p>
        </div>
      </div>
      {/* Stacked, full width: the labels stay on one line in Burmese at 360 px. */}
      <div className="mt-3 flex flex-col gap-1">
        <Button onClick={() => void turnOn()} loading={busy}>
          {t('prompt.turnOn')}
        </Button>
        <Button variant="ghost" onClick={notNow} disabled={busy}>
          {t('prompt.notNow')}
        </Button>
      </div>
    </section>
  );
}
