import { Gift, Heart, type LucideIcon, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn, Spinner, useViewingAs, ViewAsReadOnly } from '../../../ui';

interface RoundButtonProps {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Waiting for what it opens (a dialog's first load): a spinner instead of the icon. */
  loading?: boolean;
  size: 'sm' | 'md' | 'lg';
  className: string;
  iconClassName?: string;
}

const sizes = { sm: 'size-11', md: 'size-13', lg: 'size-16' };
const iconSizes = { sm: 'size-5', md: 'size-6', lg: 'size-8' };

function RoundButton({
  icon: Icon,
  label,
  onClick,
  disabled,
  loading,
  size,
  className,
  iconClassName,
}: RoundButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      aria-busy={loading || undefined}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-white shadow-md ring-1 ring-neutral-200 transition',
        'hover:scale-105 active:scale-95 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2',
        'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:scale-100',
        sizes[size],
        className,
      )}
    >
      {loading ? (
        <Spinner size="sm" />
      ) : (
        <Icon aria-hidden="true" className={cn(iconSizes[size], iconClassName)} />
      )}
    </button>
  );
}

/** Undo, pass, superlike with a gift, like; all disabled, and said so, in a View As tab. */
export function DeckActions({
  disabled,
  canUndo,
  undoing,
  giftLoading = false,
  onUndo,
  onPass,
  onGift,
  onLike,
}: {
  disabled: boolean;
  canUndo: boolean;
  undoing: boolean;
  giftLoading?: boolean;
  onUndo: () => void;
  onPass: () => void;
  onGift: () => void;
  onLike: () => void;
}) {
  const { t } = useTranslation('discovery');
  const viewingAs = useViewingAs();
  const off = disabled || viewingAs;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-center gap-4 py-1">
        <RoundButton
          icon={RotateCcw}
          label={t('deck.undo')}
          onClick={onUndo}
          disabled={!canUndo || undoing || viewingAs}
          size="sm"
          className="text-amber-500"
        />
        <RoundButton
          icon={X}
          label={t('deck.pass')}
          onClick={onPass}
          disabled={off}
          size="lg"
          className="text-rose-500"
          iconClassName="stroke-[3]"
        />
        <RoundButton
          icon={Gift}
          label={t('deck.superlike')}
          onClick={onGift}
          disabled={off}
          loading={giftLoading}
          size="md"
          className="text-violet-600"
        />
        <RoundButton
          icon={Heart}
          label={t('deck.like')}
          onClick={onLike}
          disabled={off}
          size="lg"
          className="text-emerald-500"
          iconClassName="fill-emerald-500"
        />
      </div>
      <ViewAsReadOnly />
    </div>
  );
}
