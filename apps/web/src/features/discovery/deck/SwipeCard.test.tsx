import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SwipeCard } from './SwipeCard';

function renderCard() {
  const onSwipe = vi.fn();
  render(
    <SwipeCard exit={null} interactive onSwipe={onSwipe} label="Hnin">
      <p>card</p>
    </SwipeCard>,
  );
  return { card: screen.getByRole('article', { name: 'Hnin' }), onSwipe };
}

/** A touch move the browser could turn into a scroll or fling unless it is cancelled. */
function touchMove(card: HTMLElement) {
  const event = new Event('touchmove', { bubbles: true, cancelable: true });
  card.dispatchEvent(event);
  return event.defaultPrevented;
}

const press = (card: HTMLElement, type: string, clientX: number, clientY: number) =>
  fireEvent(
    card,
    Object.assign(new Event(type, { bubbles: true }), {
      pointerId: 1,
      clientX,
      clientY,
      pointerType: 'touch',
      button: 0,
    }),
  );

describe('SwipeCard', () => {
  it("cancels a sideways drag's touch moves (no browser fling to eat the next tap), not a scroll's", () => {
    const { card, onSwipe } = renderCard();
    press(card, 'pointerdown', 200, 300);
    press(card, 'pointermove', 200, 340);
    // Mostly vertical: the browser scrolls the card.
    expect(touchMove(card)).toBe(false);
    press(card, 'pointerup', 200, 340);

    press(card, 'pointerdown', 200, 300);
    press(card, 'pointermove', 150, 302);
    expect(touchMove(card)).toBe(true);
    press(card, 'pointermove', 20, 305);
    expect(touchMove(card)).toBe(true);
    press(card, 'pointerup', 20, 305);
    expect(onSwipe).toHaveBeenCalledWith('left');
    // The next touch starts afresh.
    expect(touchMove(card)).toBe(false);
  });
});
