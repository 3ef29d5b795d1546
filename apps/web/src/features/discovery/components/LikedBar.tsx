import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * "Liked" with Undo while a photo like is held (heldLike.ts). The deck places it over the foot of
 * its card area: clear of the Pass / Gift / Like row, and of the toasts, which are at the top.
 */
export function LikedBar({ onUndo, disabled }: { onUndo: () => void; disabled: boolean }) {
  const { t } = useTranslation('photoLike');
  return (
    <div
      role="status"
      className="absolute inset-x-3 bottom-3 z-20 flex min-h-11 items-center gap-3 rounded-xl bg-neutral-900 pr-1 pl-4 text-white shadow-lg"
    >
      <Heart aria-hidden="true" className="size-5 shrink-0 fill-rose-500 text-rose-500" />
      <p className="flex-1 text-sm font-medium">{t('liked')}</p>
      <button
        type="button"
        onClick={onUndo}
        disabled={disabled}
        className="min-h-11 rounded-full px-4 text-sm font-bold text-amber-300 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-60"
      >
        {t('undo')}
      </button>
    </div>
  );
}
