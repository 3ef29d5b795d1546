import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, heldReply, member, mockApi, renderApp, signedOut } from '../../test/renderApp';

describe('guards', () => {
  it("RequireSession shows 'Loading session...' then redirects to /signin on 401", async () => {
    const session = heldReply();
    mockApi({ 'GET /api/auth/session': session.handler });
    const { router } = renderApp('/home');

    expect(await screen.findByText('Loading session...')).toBeInTheDocument();
    session.release(signedOut);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('RequireAdmin sends a member to /home', async () => {
    mockApi({ 'GET /api/auth/session': { status: 200, body: { user: member } } });
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('RequireAdmin asks an admin with a one-time password (admin:create) for a new one first', async () => {
    mockApi({
      'GET /api/auth/session': {
        status: 200,
        body: { user: { ...admin, must_change_password: true } },
      },
    });
    renderApp('/admin/deposits');
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Deposits' })).toBeNull();
  });

  it("RequireAdmin says 'Verifying credentials...' and sends a visitor to /signin", async () => {
    const session = heldReply();
    mockApi({ 'GET /api/auth/session': session.handler });
    const { router } = renderApp('/admin');
    expect(await screen.findByText('Verifying credentials...')).toBeInTheDocument();
    session.release(signedOut);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('sends a signed-in admin from member screens and public pages to /admin', async () => {
    mockApi({ 'GET /api/auth/session': { status: 200, body: { user: admin } } });
    const { router } = renderApp('/shop');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    await router.navigate('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('sends a member with an incomplete profile to /onboarding/intro', async () => {
    mockApi({
      'GET /api/auth/session': {
        status: 200,
        body: { user: { ...member, onboarding_complete: false } },
      },
    });
    const { router } = renderApp('/matches');
    expect(await screen.findByRole('heading', { name: 'Be Honest' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/intro');
  });

  it('sends a signed-in member from / and from finished onboarding to /home', async () => {
    mockApi({ 'GET /api/auth/session': { status: 200, body: { user: member } } });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await router.navigate('/onboarding/name');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows the profile failure message when the session cannot be read', async () => {
    mockApi({
      'GET /api/auth/session': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'boom' } },
      },
    });
    renderApp('/home');
    expect(
      await screen.findByText('Could not load your profile. Please try logging out and back in.'),
    ).toBeInTheDocument();
  });
});
