import { BellRing, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cn, useToast } from '../../../ui';
import { askBrowserAndSubscribe, snoozePushPrompt } from '../push';
import { setPushPromptOpen } from './PushPrompt';

/**
 * The push question itself, loaded when it first opens (PushPrompt.tsx). `card` sits in the
 * layout's bottom bar, in the page's flow; `strip` is one slim line (title, Turn on, ×) that a
 * screen places over its own header, so it neither covers nor squeezes what is below.
 */
export function PushPromptPanel({
  look,
  className,
}: {
  look: 'card' | 'strip';
  className?: string;
}) {
  const { t, i18n } = useTranslation('notifications');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const notNow = () => {
    snoozePushPrompt();
    setPushPromptOpen(false);
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
      setPushPromptOpen(false);
    }
  };

  const title = (
    <h2
      id={`${id}-title`}
      className={cn('font-bold text-neutral-900', look === 'strip' && 'min-w-0 flex-1 text-sm')}
    >
      {t('prompt.title')}
    </h2>
  );
  const body = (
    <p id={`${id}-body`} className={look === 'strip' ? 'sr-only' : 'text-sm text-neutral-700'}>
      {t('prompt.body')}
    </p>
  );

  if (look === 'strip') {
    return (
      <section
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className={cn(
          'flex min-h-11 items-center gap-2 rounded-2xl bg-white pl-3 shadow-md ring-1 ring-rose-200',
          className,
        )}
      >
        <BellRing aria-hidden="true" className="size-5 shrink-0 text-rose-500" />
        {title}
        {body}
        {/* The short label on a narrow line; the full one for screen readers. */}
        <Button
          onClick={() => void turnOn()}
          loading={busy}
          aria-label={t('prompt.turnOn')}
          className="shrink-0 px-4"
        >
          {t('prompt.turnOnShort')}
        </Button>
        <button
          type="button"
          onClick={notNow}
          disabled={busy}
          aria-label={t('prompt.notNow')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      // In the layout's bottom bar, above the tabs: in the page's flow, so it never covers a
      // screen's own buttons (a profile's Message).
      className="pointer-events-auto mx-auto mb-2 w-[calc(100%-2rem)] max-w-sm rounded-2xl border border-rose-100 bg-white p-4 shadow-xl"
    >
      <div className="flex gap-3">
        <BellRing aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-rose-500" />
        <div className="flex flex-col gap-1">
          {title}
          {body}
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
