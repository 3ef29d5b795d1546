import { type KeyboardEvent, type PointerEvent, type Ref, useId, useRef } from 'react';
import { nearestThumb, stepKeys, withThumbAt } from './rangeSliderMath';

export interface RangeSliderProps {
  label: string;
  /** The value as shown to the reader, e.g. "100 km" or "18 – 99". */
  valueText: string;
  value: number[];
  onValueChange: (value: number[]) => void;
  min: number;
  max: number;
  step?: number;
  /** One accessible name per thumb (a single thumb uses `label` when omitted). */
  thumbLabels?: string[];
  disabled?: boolean;
}

/** A thumb being dragged, or two thumbs on one value waiting for the drag's direction. */
type Drag = { thumb: number } | { tied: number[]; from: number };

/**
 * A labelled slider with one or two thumbs (the WAI-ARIA slider pattern) and its current value
 * beside the label. Our own, not a library's: Radix's Slider mounts its thumbs through a
 * collection that only React's effect order fills (decision 042).
 */
export function RangeSlider({
  label,
  valueText,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  thumbLabels,
  disabled,
}: RangeSliderProps) {
  const id = useId();
  const track = useRef<HTMLDivElement>(null);
  const thumbs = useRef<(HTMLSpanElement | null)[]>([]);
  const drag = useRef<Drag | null>(null);
  const bounds = { min, max, step };
  const percent = (v: number) => ((v - min) / (max - min)) * 100;

  const move = (thumb: number, next: number) => {
    const updated = withThumbAt(value, thumb, next, bounds);
    if (updated !== value) onValueChange(updated);
  };
  const valueAt = (clientX: number) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return min;
    const ratio = Math.min(1, Math.max(0, (clientX - box.left) / box.width));
    return min + ratio * (max - min);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = valueAt(event.clientX);
    const picked = nearestThumb(value, at, bounds);
    if (picked.length === 1) {
      const thumb = picked[0] as number;
      drag.current = { thumb };
      thumbs.current[thumb]?.focus();
      move(thumb, at);
    } else {
      // Thumbs on one value: the first movement says which one the finger took.
      drag.current = { tied: picked, from: event.clientX };
      thumbs.current[picked[0] as number]?.focus();
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    if ('tied' in current) {
      if (event.clientX === current.from) return;
      const thumb = (
        event.clientX < current.from ? current.tied[0] : current.tied[current.tied.length - 1]
      ) as number;
      drag.current = { thumb };
      thumbs.current[thumb]?.focus();
      move(thumb, valueAt(event.clientX));
      return;
    }
    move(current.thumb, valueAt(event.clientX));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (thumb: number) => (event: KeyboardEvent<HTMLSpanElement>) => {
    const next = stepKeys(event.key, value, thumb, bounds);
    if (next === null || disabled) return;
    event.preventDefault();
    move(thumb, next);
  };

  const [low, high] = value.length > 1 ? [value[0], value[value.length - 1]] : [min, value[0]];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-medium text-neutral-800">
          {label}
        </span>
        <output aria-live="polite" className="text-sm font-semibold text-rose-700">
          {valueText}
        </output>
      </div>
      {/* Pointer events on the whole row: a tap anywhere moves the nearest thumb there. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a slider's track, not a form section */}
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        data-disabled={disabled ? '' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        // Vertical swipes still scroll the page; horizontal ones drag.
        className="relative h-11 w-full touch-pan-y select-none data-[disabled]:opacity-60"
      >
        <div
          ref={track}
          className="absolute inset-x-[22px] top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-neutral-200"
        >
          <div
            className="absolute h-full rounded-full bg-rose-500"
            style={{ left: `${percent(low ?? min)}%`, right: `${100 - percent(high ?? max)}%` }}
          />
          {value.map((thumb, i) => (
            <SliderThumb
              // Thumbs are positional: the first is the lower bound.
              // biome-ignore lint/suspicious/noArrayIndexKey: a thumb is its position
              key={i}
              thumbRef={(element) => {
                thumbs.current[i] = element;
              }}
              label={thumbLabels?.[i] ?? label}
              value={thumb}
              valueText={value.length > 1 ? String(thumb) : valueText}
              min={min}
              max={max}
              left={percent(thumb)}
              disabled={disabled}
              onKeyDown={onKeyDown(i)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

interface SliderThumbProps {
  /** Not `ref`: Preact does not hand `ref` to a function component as a prop. */
  thumbRef: Ref<HTMLSpanElement>;
  label: string;
  value: number;
  valueText: string;
  min: number;
  max: number;
  /** Where the thumb sits along the track, in per cent. */
  left: number;
  disabled?: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLSpanElement>) => void;
}

function SliderThumb({
  thumbRef,
  label,
  value,
  valueText,
  min,
  max,
  left,
  disabled,
  onKeyDown,
}: SliderThumbProps) {
  return (
    <span
      ref={thumbRef}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      aria-orientation="horizontal"
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      style={{ left: `${left}%` }}
      // A 44 px touch target around the 28 px knob that shows.
      className="group absolute top-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full focus-visible:outline-none"
    >
      <span className="block size-7 rounded-full border-2 border-rose-500 bg-white shadow group-focus-visible:ring-4 group-focus-visible:ring-rose-300" />
    </span>
  );
}
