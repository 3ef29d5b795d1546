import { TOAST_DURATION_MS } from '@dating/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toast';

function Shout() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('Not enough coins!', 'error')}>
      go
    </button>
  );
}

describe('ToastProvider', () => {
  afterEach(() => vi.useRealTimers());

  it('dismisses a toast after 4 s', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Shout />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough coins!');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
