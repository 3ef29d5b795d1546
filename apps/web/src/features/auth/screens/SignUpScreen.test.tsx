import { passwordSchema } from '@dating/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, mockApi, renderApp, signedOut } from '../../../test/renderApp';

const shortPasswordMessage = passwordSchema.safeParse('short').error?.issues[0]?.message ?? '';

describe('SignUpScreen', () => {
  it("shows the shared schema's message for a too-short password and does not call the API", async () => {
    const fetchMock = mockApi({ 'GET /api/auth/session': signedOut });
    renderApp('/signup');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Username'), 'thida');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(shortPasswordMessage).toBe('Password must be at least 8 characters.');
    expect(await screen.findByText(shortPasswordMessage)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(0);
  });

  it('sends the trimmed username and goes to /onboarding/intro', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/signup': (body) => {
        sent = body;
        return { status: 201, body: { user: { ...member, onboarding_complete: false } } };
      },
    });
    const { router } = renderApp('/signup');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Username'), '  thida  ');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'Be Honest' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/intro');
    expect(sent).toEqual({ username: 'thida', password: 'long enough' });
  });

  it("shows the server's message under the username until it is edited", async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/signup': {
        status: 409,
        body: { error: { code: 'USERNAME_TAKEN', message: 'taken' } },
      },
    });
    renderApp('/signup');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'thida');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    // Under the username field, and gone as soon as the username is edited.
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAccessibleDescription(/already taken/));
    expect(screen.getByText('That username is already taken.')).toBeInTheDocument();
    await user.type(username, '2');
    expect(screen.queryByText('That username is already taken.')).not.toBeInTheDocument();
    expect(username).not.toHaveAttribute('aria-invalid');
  });
});
