import {
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';

export type SwipeDirection = 'left' | 'right';

/** Movement (px) before a press becomes a drag rather than a tap. */
const DRAG_START_PX = 8;
/** Share of the card's width past which a released card flies off. */
const THRESHOLD_RATIO = 0.28;
const THRESHOLD_MIN_PX = 90;

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  width: number;
  active: boolean;
}

/**
 * Drag-to-swipe with pointer events (finger, pen or mouse): the card follows the pointer; let go
 * past the threshold and `onSwipe` fires, otherwise it springs back. Vertical moves are left to
 * the browser (touch-action: pan-y) so the card still scrolls. A drag never counts as a click.
 */
export function useSwipeGesture(
  card: RefObject<HTMLElement | null>,
  onSwipe: (direction: SwipeDirection) => void,
  disabled = false,
) {
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);

  // A sideways drag is ours: its touch moves are cancelled so the browser makes no scroll or
  // fling of them. Chromium otherwise runs a fling it cannot use (touch-action: pan-y) and spends
  // the member's next tap, on the next card, on stopping it (e2e/deck-taps.spec.ts). The
  // listener cannot be passive; it only reads a ref, so a vertical scroll waits on nothing else.
  useEffect(() => {
    const element = card.current;
    if (!element) return;
    const onTouchMove = (event: TouchEvent) => {
      if (drag.current?.active && event.cancelable) event.preventDefault();
    };
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => element.removeEventListener('touchmove', onTouchMove);
  }, [card]);

  const threshold = (width: number) => Math.max(THRESHOLD_MIN_PX, width * THRESHOLD_RATIO);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = drag.current;
    drag.current = null;
    if (!current || current.pointerId !== event.pointerId || !current.active) return;
    setDragging(false);
    const dx = event.clientX - current.startX;
    if (!cancelled && Math.abs(dx) >= threshold(current.width)) {
      onSwipe(dx > 0 ? 'right' : 'left');
      return;
    }
    setOffset({ x: 0, y: 0 });
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      dragged.current = false;
      drag.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        width: event.currentTarget.getBoundingClientRect().width || 360,
        active: false,
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.startX;
      const dy = event.clientY - current.startY;
      if (!current.active) {
        if (Math.abs(dx) < DRAG_START_PX || Math.abs(dx) < Math.abs(dy)) {
          // A mostly vertical move is a scroll: let the browser have it.
          if (Math.abs(dy) > DRAG_START_PX) drag.current = null;
          return;
        }
        current.active = true;
        dragged.current = true;
        setDragging(true);
        // Capture only once dragging, so plain taps still click the buttons on the card.
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setOffset({ x: dx, y: dy * 0.25 });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      end(event, false);
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      end(event, true);
    },
    /** Swallows the click that follows a drag, so a drag never also turns a photo. */
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (dragged.current) {
        event.preventDefault();
        event.stopPropagation();
        dragged.current = false;
      }
    },
  };

  /** How far towards a decision the card is, from -1 (pass) to 1 (like). */
  const progress = (width: number) => Math.max(-1, Math.min(1, offset.x / threshold(width)));

  return { handlers, offset, dragging, progress };
}
