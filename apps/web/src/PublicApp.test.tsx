import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './lib/queryClient';
import { hasSessionHint } from './lib/sessionHint';
import { PublicApp } from './PublicApp';
import { member, mockApi, signedOut } from './test/renderApp';

/** The visitor's start (ADR 019): the three public screens without React Router. */
function start(path: string) {
  window.history.replaceState(null, '', path);
  const onLeave = vi.fn();
  render(
    <AppProviders client={createQueryClient({ retry: false })}>
      <PublicApp onLeave={onLeave} />
    </AppProviders>,
  );
  return onLeave;
}

describe('PublicApp', () => {
  it('moves between the landing page and the forms in the page, and back with history', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    const onLeave = start('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/signin');
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    window.history.back();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('hands over to the full app after signing in, and remembers the session hint', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/signin': { status: 200, body: { user: member } },
    });
    const onLeave = start('/signin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'thida');
    await user.type(screen.getByLabelText('Password'), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/home');
    expect(hasSessionHint()).toBe(true);
  });

  it('hands over when the session probe finds a member after all', async () => {
    mockApi({ 'GET /api/auth/session': { status: 200, body: { user: member } } });
    const onLeave = start('/');
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
  });
});
