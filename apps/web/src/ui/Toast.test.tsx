import { TOAST_DURATION_MS } from '@dating/shared';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, useToastPlacement } from './Toast';

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

function Placed({ placement }: { placement: 'top' | 'bottom' }) {
  useToastPlacement(placement);
  return null;
}

describe('toast options and placement', () => {
  it('shows a person toast as one button that closes and runs its action', () => {
    const onSelect = vi.fn();
    function Notice() {
      const toast = useToast();
      return (
        <button
          type="button"
          onClick={() =>
            toast.show('Tea at 5?', 'info', {
              title: 'Kyaw',
              image: '/k.webp',
              selectLabel: 'Open the chat with Kyaw',
              onSelect,
            })
          }
        >
          go
        </button>
      );
    }
    render(
      <ToastProvider>
        <Notice />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'go' }).click());
    const open = screen.getByRole('button', { name: 'Open the chat with Kyaw' });
    expect(open).toHaveTextContent('KyawTea at 5?');
    act(() => open.click());
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Open the chat with Kyaw' })).toBeNull();
  });

  it('gives a screen its placement over the layout around it, whatever order effects run in', () => {
    // Effects run children first: the layout's request comes after the screen's.
    function Layout({ children }: { children?: ReactNode }) {
      useToastPlacement('bottom');
      return children;
    }
    const view = render(
      <ToastProvider>
        <Layout>
          <Placed placement="top" />
        </Layout>
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.className).toContain('top-3');
    // The screen goes (another tab of the app): the layout's placement applies again.
    view.rerender(
      <ToastProvider>
        <Layout />
      </ToastProvider>,
    );
    expect(region.className).toContain('bottom-');
  });

  it('keeps the latest placement request; when it ends, the one before applies again', () => {
    const view = render(
      <ToastProvider>
        <Placed placement="bottom" />
        <Placed placement="bottom" />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.className).toContain('bottom-');
    // A screen that asked for 'bottom' too closes: the layout's request still stands.
    view.rerender(
      <ToastProvider>
        <Placed placement="bottom" />
      </ToastProvider>,
    );
    expect(region.className).toContain('bottom-');
    view.rerender(<ToastProvider>{null}</ToastProvider>);
    expect(region.className).toContain('top-3');
  });
});
