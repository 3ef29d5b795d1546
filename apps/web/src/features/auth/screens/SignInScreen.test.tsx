import { ERROR_MESSAGES } from '@dating/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, member, mockApi, renderApp, signedOut } from '../../../test/renderApp';

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInScreen', () => {
  it('renders the error text from the error code, not the raw server text', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/signin': {
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: 'raw server text' } },
      },
    });
    renderApp('/signin');
    await fillAndSubmit('thida', 'wrong password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES.INVALID_CREDENTIALS);
    expect(screen.queryByText('raw server text')).not.toBeInTheDocument();
  });

  it('requires both fields', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/session': signedOut });
    renderApp('/signin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    // The messages' English text loads on first use (lib/englishErrors.ts): it may come a tick later.
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends an admin to /admin', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/signin': { status: 200, body: { user: admin } },
    });
    const { router } = renderApp('/signin');
    await fillAndSubmit('boss', 'secret password');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends a member to /home', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/signin': { status: 200, body: { user: member } },
    });
    const { router } = renderApp('/signin');
    await fillAndSubmit('thida', 'secret password');
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
