import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../ui';
import { lazyModule, useDialogModule } from './lazyModule';

describe('lazyModule', () => {
  it('loads once, however often it is asked', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = lazyModule(load);
    expect(module.get()).toBeUndefined();
    const [first, second] = await Promise.all([module.preload(), module.preload()]);
    expect(first).toBe(second);
    expect(module.get()).toEqual({ answer: 42 });
    await module.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('loaded');
    const module = lazyModule(load);
    await expect(module.preload()).rejects.toThrow('offline');
    await expect(module.preload()).resolves.toBe('loaded');
  });

  it('loads when first wanted and renders what arrived, for good', async () => {
    const load = vi.fn(async () => ({ Text: () => <p>the dialog</p> }));
    const module = lazyModule(load);
    function Screen() {
      const [open, setOpen] = useState(false);
      const loaded = module.useModule(open);
      return (
        <>
          <button type="button" onClick={() => setOpen((was) => !was)}>
            toggle
          </button>
          {loaded && <loaded.Text />}
        </>
      );
    }
    render(<Screen />);
    expect(load).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByText('the dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('the dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('closes a dialog whose code could not load, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const module = lazyModule<{ Dialog: () => null }>(() => Promise.reject(new Error('offline')));
    function Screen() {
      const [open, setOpen] = useState(false);
      useDialogModule(module, open, () => setOpen(false));
      return (
        <button type="button" onClick={() => setOpen(true)}>
          {open ? 'opening' : 'closed'}
        </button>
      );
    }
    render(
      <ToastProvider>
        <Screen />
      </ToastProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'closed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    expect(screen.getByRole('button', { name: 'closed' })).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
