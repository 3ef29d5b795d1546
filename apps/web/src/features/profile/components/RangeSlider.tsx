import { Slider } from 'radix-ui';
import { useId } from 'react';

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

/** A labelled Radix slider with one or two thumbs and its current value beside the label. */
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
      <Slider.Root
        value={value}
        onValueChange={onValueChange}
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={0}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        className="relative flex h-11 w-full touch-none items-center select-none data-[disabled]:opacity-60"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-neutral-200">
          <Slider.Range className="absolute h-full rounded-full bg-rose-500" />
        </Slider.Track>
        {value.map((thumb, i) => (
          <Slider.Thumb
            // Thumbs are positional: the first is the lower bound.
            // biome-ignore lint/suspicious/noArrayIndexKey: a thumb is its position
            key={i}
            aria-label={thumbLabels?.[i] ?? label}
            aria-valuetext={value.length > 1 ? String(thumb) : valueText}
            // A 44 px touch target around the 28 px knob that shows.
            className="group flex size-11 items-center justify-center rounded-full focus-visible:outline-none"
          >
            <span className="block size-7 rounded-full border-2 border-rose-500 bg-white shadow group-focus-visible:ring-4 group-focus-visible:ring-rose-300" />
          </Slider.Thumb>
        ))}
      </Slider.Root>
    </div>
  );
}
