/** The pure part of RangeSlider: snapping, keys and which thumb a tap takes. */
export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The nearest value on the slider's steps, inside its bounds. */
export function snap(raw: number, { min, max, step }: SliderBounds): number {
  const stepped = Math.round((raw - min) / step) * step + min;
  // Steps in decimals (0.1) must not leave 0.30000000000000004 behind.
  return clamp(Number(stepped.toFixed(10)), min, max);
}

/**
 * `values` with one thumb moved to `next`, snapped and kept between its neighbours (thumbs do not
 * cross); the same array when nothing changes, so a caller can skip the update.
 */
export function withThumbAt(
  values: number[],
  thumb: number,
  next: number,
  bounds: SliderBounds,
): number[] {
  const low = thumb > 0 ? (values[thumb - 1] as number) : bounds.min;
  const high = thumb < values.length - 1 ? (values[thumb + 1] as number) : bounds.max;
  const placed = clamp(snap(next, bounds), low, high);
  if (placed === values[thumb]) return values;
  return values.map((value, i) => (i === thumb ? placed : value));
}

/** The thumbs nearest a tap at `at`: one, or several when they sit on the same value. */
export function nearestThumb(values: number[], at: number, bounds: SliderBounds): number[] {
  const target = snap(at, bounds);
  let best: number[] = [];
  let bestDistance = Number.POSITIVE_INFINITY;
  values.forEach((value, i) => {
    const distance = Math.abs(value - target);
    if (distance < bestDistance) {
      best = [i];
      bestDistance = distance;
    } else if (distance === bestDistance) {
      best.push(i);
    }
  });
  if (best.length < 2) return best;
  const shared = values[best[0] as number] as number;
  // Tied thumbs on one value: a tap beside them says which way; a tap on them waits for the drag.
  if (target < shared) return [best[0] as number];
  if (target > shared) return [best[best.length - 1] as number];
  return best;
}

/** The value a key moves a thumb to (WAI-ARIA slider keys), or null for any other key. */
export function stepKeys(
  key: string,
  values: number[],
  thumb: number,
  { min, max, step }: SliderBounds,
): number | null {
  const current = values[thumb] as number;
  const page = Math.max(step, Math.round((max - min) / 10 / step) * step);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return current + step;
    case 'ArrowLeft':
    case 'ArrowDown':
      return current - step;
    case 'PageUp':
      return current + page;
    case 'PageDown':
      return current - page;
    case 'Home':
      return min;
    case 'End':
      return max;
    default:
      return null;
  }
}
