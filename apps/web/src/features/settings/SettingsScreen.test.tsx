import type { OwnProfile } from '@dating/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldReply, member, mockApi, renderApp, signedOut } from '../../test/renderApp';
import { ownProfile } from '../profile/testFixtures';
import { wallet } from '../wallet/testFixtures';

const session = { status: 200, body: { user: member } };

function renderSettings(profile: OwnProfile, extra: Parameters<typeof mockApi>[0] = {}) {
  let current = profile;
  const fetchMock = mockApi({
    'GET /api/auth/session': session,
    'GET /api/me': () => ({ status: 200, body: current }),
    ...extra,
  });
  const view = renderApp('/settings');
  return { ...view, fetchMock, setProfile: (next: OwnProfile) => (current = next) };
}

describe('Settings', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the items in the spec order', async () => {
    renderSettings(ownProfile());
    await screen.findByText('Not Verified');
    const settings = screen.getByRole('heading', { name: 'Settings' }).closest('section');
    const items = within(settings as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'View Profile',
      'Edit Profile',
      'Verify Your IdentityNot Verified',
      'Boost Profile',
      'Change Password',
      'Delete Account',
      'Logout',
    ]);
  });

  it.each([
    [{ is_verified: true, kyc_status: 'approved' as const }, 'Verified'],
    [{ kyc_status: 'pending' as const }, 'Pending'],
    [{ kyc_status: 'denied' as const }, 'Denied'],
  ])('shows the verification state %o as %s', async (overrides, text) => {
    renderSettings(ownProfile(overrides));
    const verify = await screen.findByRole('link', { name: /Verify Your Identity/ });
    await waitFor(() => expect(verify).toHaveTextContent(`Verify Your Identity${text}`));
  });

  it('has a Data saver switch for this device, off by default', async () => {
    renderSettings(ownProfile());
    const saver = await screen.findByRole('switch', { name: 'Data saver' });
    expect(saver).not.toBeChecked();
    expect(saver).toHaveAccessibleDescription(/Smaller photos and fewer cards/);
    await userEvent.click(saver);
    expect(saver).toBeChecked();
    expect(localStorage.getItem('data_saver')).toBe('1');
    await userEvent.click(saver);
    expect(saver).not.toBeChecked();
    expect(localStorage.getItem('data_saver')).toBe('0');
  });

  it('disables Boost Profile while a boost is active and says until when', async () => {
    const until = new Date(Date.now() + 5 * 3600_000);
    renderSettings(ownProfile({ boosted_until: until.toISOString() }));
    const expected = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(until);
    const boost = await screen.findByRole('button', { name: /Boost Profile/ });
    await waitFor(() => expect(boost).toBeDisabled());
    expect(boost).toHaveTextContent(`Active until ${expected}`);
  });

  it('boosts: success text, refetch, and the dialog closes after 2.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const until = new Date(Date.now() + 24 * 3600_000).toISOString();
    const view = renderSettings(ownProfile(), {
      'POST /api/me/boost': () => {
        view.setProfile(ownProfile({ boosted_until: until }));
        return { status: 200, body: { boosted_until: until } };
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const boost = await screen.findByRole('button', { name: 'Boost Profile' });
    await waitFor(() => expect(boost).toBeEnabled());
    await user.click(boost);
    const dialog = await screen.findByRole('dialog', { name: 'Boost Your Profile?' });
    expect(dialog).toHaveTextContent(
      'This will make your profile visible on the Explore page for the next 24 hours.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Boost' }));
    expect(await within(dialog).findByText('Success! Profile boosted for 24 hours.')).toBeVisible();
    act(() => vi.advanceTimersByTime(2400));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The profile was fetched again: the item now says until when.
    const item = screen.getByRole('button', { name: /Boost Profile/ });
    expect(item).toBeDisabled();
    expect(item).toHaveTextContent('Active until');
  });

  it('shows a failed boost in the dialog', async () => {
    renderSettings(ownProfile(), {
      'POST /api/me/boost': {
        status: 409,
        body: { error: { code: 'BOOST_ACTIVE', message: 'Your profile is already boosted.' } },
      },
    });
    const user = userEvent.setup();
    const boost = await screen.findByRole('button', { name: 'Boost Profile' });
    await waitFor(() => expect(boost).toBeEnabled());
    await user.click(boost);
    await user.click(await screen.findByRole('button', { name: 'Confirm Boost' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Your profile is already boosted.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes the account, signs out here and goes to /', async () => {
    let signedIn = true;
    const { router, fetchMock } = renderSettings(ownProfile(), {
      'GET /api/auth/session': () => (signedIn ? session : signedOut),
      'DELETE /api/me': () => {
        signedIn = false;
        return { status: 204 };
      },
      'POST /api/auth/signout': signedOut,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(
      'This action is permanent and cannot be undone. All of your data will be deleted.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('shows the server message when deleting fails', async () => {
    renderSettings(ownProfile(), {
      'DELETE /api/me': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'An unexpected error occurred.' } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred.',
    );
  });

  it('changes the password: a wrong current one is refused, then it works', async () => {
    let calls = 0;
    renderSettings(ownProfile(), {
      'POST /api/auth/password': () =>
        ++calls === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'PASSWORD_INCORRECT',
                  message: 'Your current password is incorrect.',
                },
              },
            }
          : { status: 204 },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'old password');
    await user.type(within(dialog).getByLabelText('New password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByText('Password must be at least 8 characters.')).toBeVisible();
    expect(calls).toBe(0);

    await user.type(within(dialog).getByLabelText('New password'), ' and longer');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Your current password is incorrect.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Password changed.')).toBeVisible();
  });

  it('holds Change Password, Delete Account and Logout under an Account heading', async () => {
    renderSettings(ownProfile());
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Change Password', 'Delete Account', 'Logout']);
    // Nothing of the account's own is left in the first list.
    const first = screen.getByRole('link', { name: 'View Profile' }).closest('ul') as HTMLElement;
    expect(within(first).queryByRole('button', { name: 'Delete Account' })).toBeNull();
  });
});

async function openDelete(coins: number, pending: Parameters<typeof wallet>[1] = {}) {
  renderSettings(ownProfile(), {
    'GET /api/wallet': { status: 200, body: wallet(coins, pending) },
  });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete Account' }));
  return screen.findByRole('dialog', { name: 'Are you sure?' });
}

describe('Delete Account warns what is lost (issue 34)', () => {
  it.each([
    [1, 'You have 1 coin. It is lost when you delete your account.'],
    [12_500, 'You have 12,500 coins. They are lost when you delete your account.'],
  ])('says how many coins go (%i)', async (coins, text) => {
    const dialog = await openDelete(coins);
    expect(await within(dialog).findByText(text)).toBeVisible();
  });

  it('warns about a pending withdrawal (the server counts only those still pending)', async () => {
    const dialog = await openDelete(0, { withdrawals: 1, withdrawal_coins: 1000 });
    expect(
      await within(dialog).findByText(
        'A withdrawal of 1,000 coins is still waiting for approval. If you delete your account now, it will not be paid out and the coins are lost.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByText(/You have/)).toBeNull();
  });

  it('adds up several pending withdrawals, beside the balance', async () => {
    const dialog = await openDelete(700, { withdrawals: 2, withdrawal_coins: 2500 });
    expect(await within(dialog).findByText(/^Withdrawals of 2,500 coins in all/)).toBeVisible();
    expect(within(dialog).getByText(/^You have 700 coins/)).toBeVisible();
  });

  it('warns about a deposit not yet credited', async () => {
    const dialog = await openDelete(0, { deposits: 1, deposit_kyat: 5000 });
    expect(
      await within(dialog).findByText(
        'A deposit of 5,000 Kyat is still waiting for review. If you delete your account now, its coins will never reach you.',
      ),
    ).toBeVisible();
  });

  it('says nothing more for an empty wallet', async () => {
    const dialog = await openDelete(0);
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(within(dialog).queryByText(/coin|Kyat/)).toBeNull();
  });

  it('keeps Delete Account disabled until the wallet answered', async () => {
    const held = heldReply();
    renderSettings(ownProfile(), {
      'GET /api/wallet': held.handler,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Checking your coins...')).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });
    expect(confirm).toBeDisabled();
    held.release({ status: 200, body: wallet(40) });
    expect(await within(dialog).findByText(/You have 40 coins/)).toBeVisible();
    expect(confirm).toBeEnabled();
  });

  it('says coins may be lost when the wallet cannot be read, and still lets the member go', async () => {
    renderSettings(ownProfile(), {
      'GET /api/wallet': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Could not check your coins. Any coins you have are lost when you delete your account.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Delete Account' })).toBeEnabled();
  });
});
