import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui';
import { type SwipeDirection, useSwipeGesture } from './useSwipeGesture';

/** How long a card takes to fly off the screen. */
export const EXIT_MS = 220;

interface SwipeCardProps {
  children: ReactNode;
  /** Set when the card is leaving (by drag, button or key): it flies off that way. */
  exit: SwipeDirection | null;
  /** The top card takes gestures; the one behind waits, slightly smaller. */
  interactive: boolean;
  disabled?: boolean;
  onSwipe: (direction: SwipeDirection) => void;
  label: string;
}

/** A deck card that follows the pointer, tilts, shows LIKE / NOPE and flies off or springs back. */
export function SwipeCard({
  children,
  exit,
  interactive,
  disabled,
  onSwipe,
  label,
}: SwipeCardProps) {
  const { t } = useTranslation('discovery');
  const ref = useRef<HTMLElement>(null);
  const gesture = useSwipeGesture(ref, onSwipe, !interactive || disabled || exit !== null);
  const width = ref.current?.offsetWidth ?? 360;

  let x = gesture.offset.x;
  let y = gesture.offset.y;
  if (exit) {
    x = (exit === 'right' ? 1 : -1) * Math.max(width * 1.6, 600);
    y = gesture.offset.y + 40;
  }
  const rotate = Math.max(-20, Math.min(20, x / 18));
  const progress = exit ? (exit === 'right' ? 1 : -1) : gesture.progress(width);

  return (
    <article
      ref={ref}
      aria-label={label}
      aria-hidden={interactive ? undefined : true}
      inert={!interactive}
      {...(interactive ? gesture.handlers : {})}
      style={{
        transform: interactive
          ? `translate3d(${x}px, ${y}px, 0) rotate(${rotate}deg)`
          : 'scale(0.95) translateY(12px)',
        transition: gesture.dragging ? 'none' : `transform ${EXIT_MS}ms ease-out`,
      }}
      className={cn(
        'absolute inset-0 flex touch-pan-y flex-col overflow-hidden rounded-3xl bg-neutral-900 shadow-xl select-none',
        interactive ? 'z-10 cursor-grab active:cursor-grabbing' : 'z-0',
      )}
    >
      {children}
      {interactive && (
        <>
          <Stamp
            text={t('deck.stampLike')}
            opacity={Math.max(0, progress)}
            className="top-10 left-6 -rotate-12 border-emerald-400 text-emerald-400"
          />
          <Stamp
            text={t('deck.stampNope')}
            opacity={Math.max(0, -progress)}
            className="top-10 right-6 rotate-12 border-rose-500 text-rose-500"
          />
        </>
      )}
    </article>
  );
}

function Stamp({ text, opacity, className }: { text: string; opacity: number; className: string }) {
  return (
    <span
      aria-hidden="true"
      style={{ opacity }}
      className={cn(
        'pointer-events-none absolute z-30 rounded-lg border-4 bg-black/10 px-3 py-1 text-4xl font-black tracking-widest uppercase',
        className,
      )}
    >
      {text}
    </span>
  );
}
