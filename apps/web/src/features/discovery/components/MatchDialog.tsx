import { Heart, MessageCircle } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { thumbUrl } from '../../../lib/media';
import { paths } from '../../../lib/paths';
import { cn } from '../../../ui';
import { useMe } from '../../profile';

export interface MatchedMember {
  user_id: string;
  first_name: string | null;
  avatar_url: string | null;
}

const action =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full px-6 text-base font-semibold ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-rose-600';

function Avatar({ src, className }: { src: string | null | undefined; className: string }) {
  return (
    <span
      className={`inline-block size-24 overflow-hidden rounded-full border-4 border-white bg-rose-200 shadow-lg ${className}`}
    >
      {src ? <img src={thumbUrl(src)} alt="" className="size-full object-cover" /> : null}
    </span>
  );
}

/**
 * 'It's a Match!': 'Send a Message' goes to the conversation, 'Keep Swiping' (or any other way
 * of closing) calls `onClose`, which advances the deck or removes the liked-back card.
 */
export interface MatchDialogProps {
  member: MatchedMember | null;
  onClose: () => void;
}

export function MatchDialog({ member, onClose }: MatchDialogProps) {
  const { t } = useTranslation('discovery');
  const navigate = useNavigate();
  const me = useMe();
  const name = member?.first_name ?? '';

  const sendMessage = () => {
    if (!member) return;
    onClose();
    void navigate(paths.conversation(member.user_id));
  };

  return (
    <RadixDialog.Root open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-rose-950/70 backdrop-blur-sm" />
        <RadixDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-5 rounded-3xl bg-gradient-to-b from-rose-500 to-pink-600 px-6 py-8 text-center text-white shadow-2xl focus:outline-none">
          <div className="flex items-center justify-center" aria-hidden="true">
            <Avatar src={me.data?.avatar_url} className="-rotate-6" />
            <span className="z-10 -mx-4 inline-flex size-12 items-center justify-center rounded-full bg-white text-rose-600 shadow-md">
              <Heart className="size-6 fill-rose-500" />
            </span>
            <Avatar src={member?.avatar_url} className="rotate-6" />
          </div>
          <RadixDialog.Title className="text-4xl font-black tracking-tight italic">
            {t('match.title')}
          </RadixDialog.Title>
          <RadixDialog.Description className="text-base text-white/90">
            {t('match.body', { name })}
          </RadixDialog.Description>
          <div className="flex w-full flex-col gap-3">
            <button
              type="button"
              className={cn(action, 'bg-white text-rose-700 shadow-md hover:bg-rose-50')}
              onClick={sendMessage}
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {t('match.sendMessage')}
            </button>
            <button
              type="button"
              className={cn(action, 'border border-white/70 text-white hover:bg-white/10')}
              onClick={onClose}
            >
              {t('match.keepSwiping')}
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
