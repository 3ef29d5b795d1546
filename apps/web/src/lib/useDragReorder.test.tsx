import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveItem, useDragReorder } from './useDragReorder';

describe('moveItem', () => {
  it('moves one item and shifts the ones between', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

function Photos() {
  const [items, setItems] = useState(['a', 'b', 'c']);
  const reorder = useDragReorder((from, to) => setItems((current) => moveItem(current, from, to)));
  return (
    <ul>
      {items.map((item, i) => (
        <li key={item} data-testid={item} {...reorder.itemProps(i)}>
          {item}
        </li>
      ))}
    </ul>
  );
}

afterEach(() => {
  Reflect.deleteProperty(document, 'elementsFromPoint');
});

describe('useDragReorder', () => {
  it('moves the dragged photo to where the finger lets go; a tap moves nothing', () => {
    render(<Photos />);
    const order = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    // jsdom has no layout: the finger is over photo c.
    const over = vi.fn(() => [screen.getByTestId('c')]);
    Object.defineProperty(document, 'elementsFromPoint', { value: over, configurable: true });
    const a = screen.getByTestId('a');
    expect(a.style.touchAction).toBe('none');

    fireEvent.pointerDown(a, { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(a, { pointerId: 1, clientX: 12, clientY: 11 });
    expect(order()).toEqual(['a', 'b', 'c']);

    fireEvent.pointerDown(a, { pointerId: 2, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(a, { pointerId: 2, clientX: 200, clientY: 40 });
    fireEvent.pointerUp(a, { pointerId: 2, clientX: 200, clientY: 40 });
    expect(order()).toEqual(['b', 'c', 'a']);
  });
});
