import type { ChatMessage } from '@dating/shared';
import { Flag, Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, Dialog } from '../../../ui';
import { ReportDialog } from '../../safety';
import { durationLabel, markHeard } from './api';

export interface MediaBubbleProps {
  message: ChatMessage;
  own: boolean;
  /** The other member's name: the photo's description and the report's title. */
  name: string;
  /** After a report that also blocked: the conversation is gone. */
  onBlocked?: () => void;
}

/** A photo (thumbnail; the full picture opens on tap) or a voice note, and for the other's: Report. */
export function MediaBubble({ message, own, name, onBlocked }: MediaBubbleProps) {
  const { t } = useTranslation('chat');
  const [reporting, setReporting] = useState(false);
  if (!message.media_url) return null;
  return (
    <div
      className={cn(
        'flex max-w-[80%] flex-col gap-1',
        own ? 'self-end items-end' : 'self-start items-start',
      )}
    >
      {message.kind === 'photo' ? (
        <PhotoBubble url={message.media_url} own={own} name={name} />
      ) : (
        <VoiceBubble message={message} own={own} />
      )}
      {!own && (
        <>
          <button
            type="button"
            onClick={() => setReporting(true)}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-xs font-medium text-neutral-600 hover:bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
          >
            <Flag aria-hidden="true" className="size-3.5" />
            {message.kind === 'photo' ? t('media.reportPhoto') : t('media.reportVoice')}
          </button>
          <ReportDialog
            open={reporting}
            onOpenChange={setReporting}
            userId={message.sender_id}
            name={name}
            messageId={message.id}
            onSubmitted={(blocked) => blocked && onBlocked?.()}
          />
        </>
      )}
    </div>
  );
}

function PhotoBubble({ url, own, name }: { url: string; own: boolean; name: string }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const alt = own ? t('media.yourPhoto') : t('media.photoFrom', { name });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('media.openPhoto', { description: alt })}
        className="overflow-hidden rounded-2xl bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
      >
        {/* The thumbnail (at most 480 px, ~40 KB): the full picture loads only when opened. */}
        <img
          src={`${url}?size=thumb`}
          alt={alt}
          loading="lazy"
          className="max-h-64 w-auto max-w-full"
        />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={alt}>
        <img src={url} alt={alt} className="max-h-[70dvh] w-full object-contain" />
      </Dialog>
    </>
  );
}

function VoiceBubble({ message, own }: { message: ChatMessage; own: boolean }) {
  const { t } = useTranslation('chat');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [heard, setHeard] = useState(message.heard ?? false);
  const length = durationLabel(message.duration_ms ?? 0);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) return element.pause();
    void element.play().catch(() => setPlaying(false));
    if (!own && !heard) {
      setHeard(true);
      void markHeard(message.id).catch(() => setHeard(false));
    }
  };

  return (
    <div
      className={cn(
        'flex items-center gap-2 rounded-2xl px-2 py-1.5',
        own
          ? 'rounded-br-md bg-rose-600 text-white'
          : 'rounded-bl-md bg-neutral-100 text-neutral-900',
      )}
    >
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? t('media.pause') : t('media.play', { length })}
        className={cn(
          'inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
          own ? 'bg-white/20' : 'bg-white',
        )}
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-5" />
        ) : (
          <Play aria-hidden="true" className="size-5" />
        )}
      </button>
      <span className="text-sm tabular-nums">
        <span className="sr-only">{t('media.voiceNote')} </span>
        {length}
      </span>
      {!own && !heard && (
        <span className="size-2 rounded-full bg-rose-600" title={t('media.notHeard')}>
          <span className="sr-only">{t('media.notHeard')}</span>
        </span>
      )}
      {own && message.heard && <span className="text-xs text-white/80">{t('media.played')}</span>}
      {/* biome-ignore lint/a11y/useMediaCaption: a voice note has no captions to offer; its length and play button are the accessible part */}
      <audio
        ref={audio}
        src={message.media_url}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
    </div>
  );
}
