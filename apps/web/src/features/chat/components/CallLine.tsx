import type { ChatMessage } from '@dating/shared';
import { PhoneMissed, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { timeLabel } from '../../../lib/format';
import { cn } from '../../../ui';
import { callLineText } from '../callText';

/** A call in the thread: centred, with an icon, who called, what came of it and when. */
export function CallLine({
  message,
  own,
  name,
}: {
  message: ChatMessage;
  own: boolean;
  name: string;
}) {
  const { t, i18n } = useTranslation('chat');
  const talked = message.call_outcome === 'completed';
  const Icon = talked ? Video : PhoneMissed;
  return (
    <p
      data-testid="call-line"
      className={cn(
        'my-1 inline-flex items-center gap-2 self-center rounded-full px-3 py-1.5 text-sm',
        talked || own ? 'bg-neutral-100 text-neutral-800' : 'bg-red-50 text-red-800',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">
        {own ? t('call.youCalled') : t('call.theyCalled', { name })}:{' '}
      </span>
      <span>{callLineText(message, own, t)}</span>{' '}
      <time dateTime={message.created_at} className="text-xs text-neutral-600">
        {timeLabel(message.created_at, i18n.language)}
      </time>
    </p>
  );
}
