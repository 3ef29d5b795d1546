import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dropFirstCard } from '../lib/pageData';
import { Button, LoadingScreen, PhoneFrame } from '../ui';

/** Shown when a screen throws while rendering. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  // /home's first card (lib/pageData.ts) must not hide the error.
  useEffect(dropFirstCard, []);
  return (
    <PhoneFrame>
      <main className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
        <TriangleAlert aria-hidden="true" className="size-12 text-rose-400" />
        <h1 className="text-2xl font-bold text-neutral-900">{t('routeError.title')}</h1>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </main>
    </PhoneFrame>
  );
}

/** While the first screen's code downloads (routes load on demand). */
export function RouteLoading() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('loading')} />;
}

/**
 * What the full app shows while the first screen's code arrives: the card skeleton of
 * index.html's app shell, the same inline styles, so the skeleton stays up from the HTML to the
 * deck instead of giving way to a spinner (issue #17, slow links). On a member's /home the
 * server's first card covers it until the deck shows (issue 36, lib/pageData.ts).
 */
export function StartupSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      data-app-shell
      style={{
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        minHeight: '100dvh',
        padding: '8px 8px 88px',
        background: '#fff',
      }}
    >
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      <div
        aria-hidden="true"
        style={{
          width: '7rem',
          height: '1.5rem',
          margin: '4px 8px',
          borderRadius: 8,
          background: '#ffe4e6',
        }}
      />
      <div
        aria-hidden="true"
        data-shell-card
        style={{
          position: 'relative',
          overflow: 'hidden',
          flex: 1,
          minHeight: '26rem',
          margin: '0 4px',
          borderRadius: 24,
          background: 'linear-gradient(#e5e5e5,#d4d4d4)',
        }}
      />
    </div>
  );
}
