import { type PointerEvent, useRef, useState } from 'react';

/** Movement (px) before a press on a photo becomes a drag rather than a tap. */
const DRAG_START_PX = 6;
/** Marks each reorderable item with its position; the item under the finger is the target. */
export const REORDER_ATTRIBUTE = 'data-reorder-index';

interface Press {
  pointerId: number;
  index: number;
  startX: number;
  startY: number;
  active: boolean;
}

/** Moves the item at `from` to position `to`, shifting the ones between. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...items];
  next.splice(to, 0, item);
  return next;
}

/**
 * Drag to reorder with pointer events (finger, pen or mouse): press an item, move it over
 * another, let go and `onMove(from, to)` fires; the first position is the main photo. Items
 * need `touch-action: none` (the `style` of `itemProps`) or the browser scrolls instead.
 */
export function useDragReorder(onMove: (from: number, to: number) => void, disabled = false) {
  const press = useRef<Press | null>(null);
  const [drag, setDrag] = useState<{ from: number; over: number; dx: number; dy: number } | null>(
    null,
  );

  /** The item under the point, looking past the dragged one (it follows the finger). */
  const targetAt = (x: number, y: number, from: number): number | null => {
    for (const element of document.elementsFromPoint?.(x, y) ?? []) {
      const item = element.closest(`[${REORDER_ATTRIBUTE}]`);
      const index = Number(item?.getAttribute(REORDER_ATTRIBUTE));
      if (item && Number.isInteger(index) && index !== from) return index;
    }
    return null;
  };

  const finish = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    press.current = null;
    if (!current.active) return;
    setDrag(null);
    const to = targetAt(event.clientX, event.clientY, current.index);
    if (!cancelled && to !== null && to !== current.index) onMove(current.index, to);
  };

  const itemProps = (index: number) => ({
    'data-reorder-index': index,
    style: {
      touchAction: 'none',
      ...(drag?.from === index
        ? {
            transform: `translate3d(${drag.dx}px, ${drag.dy}px, 0) scale(1.05)`,
            zIndex: 20,
            boxShadow: '0 10px 25px rgba(0,0,0,0.3)',
          }
        : {}),
    },
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      press.current = {
        pointerId: event.pointerId,
        index,
        startX: event.clientX,
        startY: event.clientY,
        active: false,
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.startX;
      const dy = event.clientY - current.startY;
      if (!current.active) {
        if (Math.hypot(dx, dy) < DRAG_START_PX) return;
        current.active = true;
        // Captured only once dragging, so a tap still presses the buttons on the photo.
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      const over = targetAt(event.clientX, event.clientY, current.index) ?? -1;
      setDrag({ from: current.index, over, dx, dy });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      finish(event, false);
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      finish(event, true);
    },
  });

  return {
    itemProps,
    /** The position being dragged and the one under the finger, while dragging. */
    draggingFrom: drag?.from ?? null,
    over: drag && drag.over !== drag.from ? drag.over : null,
  };
}
