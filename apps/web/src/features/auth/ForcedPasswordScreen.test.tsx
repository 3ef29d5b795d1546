import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, mockApi, renderApp } from '../../test/renderApp';
import { ownProfile } from '../profile/testFixtures';

describe('a temporary password from an admin', () => {
  it('shows only "Choose a new password" until it is changed, then the app continues', async () => {
    let mustChange = true;
    let sent: unknown;
    mockApi({
      'GET /api/auth/session': () => ({
        status: 200,
        body: { user: { ...member, must_change_password: mustChange } },
      }),
      'POST /api/auth/password': (body) => {
        sent = body;
        mustChange = false;
        return { status: 204 };
      },
      'GET /api/me': { status: 200, body: ownProfile() },
    });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // Nothing of the app behind it: the server would refuse it (403 PASSWORD_CHANGE_REQUIRED).
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Temp-1234-abcd');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Password must be at least 8 characters.')).toBeVisible();
    expect(sent).toBeUndefined();

    await user.type(screen.getByLabelText('New password'), ' but longer');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeVisible();
    expect(sent).toEqual({ current_password: 'Temp-1234-abcd', new_password: 'short but longer' });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Choose a new password' })).toBeNull(),
    );
  });

  it('offers a way out: Log Out', async () => {
    mockApi({
      'GET /api/auth/session': {
        status: 200,
        body: { user: { ...member, must_change_password: true } },
      },
    });
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeEnabled();
  });
});
