import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RangeSlider } from './RangeSlider';
import { nearestThumb, snap, stepKeys, withThumbAt } from './rangeSliderMath';

const ages = { min: 18, max: 99, step: 1 };

describe('rangeSliderMath', () => {
  it('snaps to the steps inside the bounds', () => {
    expect(snap(54.4, { min: 5, max: 100, step: 5 })).toBe(55);
    expect(snap(-3, ages)).toBe(18);
    expect(snap(140, ages)).toBe(99);
    expect(snap(0.30000000004, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
  });

  it('keeps a thumb between its neighbours and says when nothing changed', () => {
    const values = [25, 40];
    expect(withThumbAt(values, 0, 60, ages)).toEqual([40, 40]);
    expect(withThumbAt(values, 1, 10, ages)).toEqual([25, 25]);
    expect(withThumbAt(values, 1, 50.2, ages)).toEqual([25, 50]);
    expect(withThumbAt(values, 0, 25.3, ages)).toBe(values);
  });

  it('gives a tap to the nearest thumb, and to the drag when two share a value', () => {
    expect(nearestThumb([25, 40], 30, ages)).toEqual([0]);
    expect(nearestThumb([25, 40], 38, ages)).toEqual([1]);
    expect(nearestThumb([40, 40], 30, ages)).toEqual([0]);
    expect(nearestThumb([40, 40], 50, ages)).toEqual([1]);
    expect(nearestThumb([40, 40], 40, ages)).toEqual([0, 1]);
  });

  it('moves by the WAI-ARIA slider keys', () => {
    const radius = { min: 5, max: 500, step: 5 };
    expect(stepKeys('ArrowRight', [50], 0, radius)).toBe(55);
    expect(stepKeys('ArrowDown', [50], 0, radius)).toBe(45);
    expect(stepKeys('PageUp', [50], 0, radius)).toBe(100);
    expect(stepKeys('Home', [50], 0, radius)).toBe(5);
    expect(stepKeys('End', [50], 0, radius)).toBe(500);
    expect(stepKeys('a', [50], 0, radius)).toBeNull();
  });
});

function AgeRange({ initial = [25, 40] }: { initial?: number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <RangeSlider
      label="Age range"
      valueText={`${value[0]} – ${value[1]}`}
      value={value}
      onValueChange={setValue}
      min={18}
      max={99}
      thumbLabels={['Minimum age', 'Maximum age']}
    />
  );
}

/** jsdom lays nothing out: the track is 810 px wide from x = 100 (10 px per year). */
function layOutTrack() {
  const lowThumb = screen.getByRole('slider', { name: 'Minimum age' });
  const track = lowThumb.parentElement as HTMLElement;
  track.getBoundingClientRect = () => ({ left: 100, width: 810 }) as DOMRect;
  return track.parentElement as HTMLElement;
}
const xOf = (age: number) => 100 + (age - 18) * 10;

describe('RangeSlider', () => {
  it('names each thumb and tells its value to assistive technology', () => {
    render(<AgeRange />);
    const low = screen.getByRole('slider', { name: 'Minimum age' });
    expect(low).toHaveAttribute('aria-valuenow', '25');
    expect(low).toHaveAttribute('aria-valuemin', '18');
    expect(low).toHaveAttribute('aria-valuemax', '99');
    expect(screen.getByRole('group', { name: 'Age range' })).toBeInTheDocument();
    expect(screen.getByText('25 – 40')).toBeInTheDocument();
  });

  it('moves a focused thumb with the keys, never past the other one', () => {
    render(<AgeRange />);
    const high = screen.getByRole('slider', { name: 'Maximum age' });
    fireEvent.keyDown(high, { key: 'ArrowLeft' });
    expect(high).toHaveAttribute('aria-valuenow', '39');
    fireEvent.keyDown(high, { key: 'Home' });
    expect(high).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25 – 25')).toBeInTheDocument();
  });

  it('drags the thumb nearest the finger', () => {
    render(<AgeRange />);
    const row = layOutTrack();
    fireEvent.pointerDown(row, { button: 0, pointerId: 1, clientX: xOf(37) });
    fireEvent.pointerMove(row, { pointerId: 1, clientX: xOf(60) });
    fireEvent.pointerUp(row, { pointerId: 1, clientX: xOf(60) });
    expect(screen.getByRole('slider', { name: 'Maximum age' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByRole('slider', { name: 'Maximum age' })).toHaveFocus();
    fireEvent.pointerMove(row, { pointerId: 1, clientX: xOf(70) });
    expect(screen.getByText('25 – 60')).toBeInTheDocument();
  });

  it('lets either of two thumbs on one value go its own way', () => {
    render(<AgeRange initial={[40, 40]} />);
    const row = layOutTrack();
    fireEvent.pointerDown(row, { button: 0, pointerId: 1, clientX: xOf(40) });
    fireEvent.pointerMove(row, { pointerId: 1, clientX: xOf(30) });
    fireEvent.pointerUp(row, { pointerId: 1 });
    expect(screen.getByText('30 – 40')).toBeInTheDocument();
  });
});
