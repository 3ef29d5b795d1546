import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../test/renderApp';
import { adminUser, session } from '../testFixtures';

const staff = adminUser({
  id: '88888888-8888-4888-8888-888888888888',
  username: 'boss',
  first_name: null,
  role: 'admin',
  coins: 0,
});
const thida = adminUser();

function usersApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...session,
    'GET /api/admin/users': { status: 200, body: { items: [thida, staff], next_cursor: null } },
    ...extra,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('UsersScreen', () => {
  it('lists users with their details; admin rows have no actions', async () => {
    usersApi();
    renderApp('/admin/users');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const member = rows[1] as HTMLElement;
    expect(member).toHaveTextContent('thida');
    expect(member).toHaveTextContent('Thida');
    expect(member).toHaveTextContent('12,500');
    expect(member).toHaveTextContent('Active');
    expect(member).toHaveTextContent('Member');
    expect(within(member).getByRole('button', { name: 'View As thida' })).toBeInTheDocument();
    expect(within(member).getByRole('button', { name: 'Block thida' })).toBeInTheDocument();
    expect(
      within(member).getByRole('button', { name: 'Reset Password for thida' }),
    ).toBeInTheDocument();

    const admin = rows[2] as HTMLElement;
    expect(admin).toHaveTextContent('boss');
    expect(admin).toHaveTextContent('Admin');
    expect(within(admin).queryAllByRole('button')).toHaveLength(0);
  });

  it('alerts when blocking fails', async () => {
    usersApi({
      'POST /api/admin/users/33333333-3333-4333-8333-333333333333/block': {
        status: 403,
        body: {
          error: { code: 'ADMIN_TARGET', message: 'This cannot be done to an administrator.' },
        },
      },
    });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Block thida' }));
    // Blocking asks for the reason first; a refusal shows in the dialog, which stays open.
    const dialog = await screen.findByRole('dialog', { name: 'Block @thida?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This cannot be done to an administrator.',
    );
  });

  it('searches on the server, asks why, and opens View As in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fetchMock = usersApi({
      'POST /api/admin/users/33333333-3333-4333-8333-333333333333/impersonate': {
        status: 200,
        body: { magic_link: '/impersonate?token=abc' },
      },
    });
    renderApp('/admin/users');
    await userEvent.type(await screen.findByLabelText('Search users'), 'thi');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=thi'))).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'View As thida' }));
    // View As asks for a reason first (issue 31): none, or a too short one, sends nothing.
    const dialog = await screen.findByRole('dialog', { name: 'View As @thida?' });
    const confirm = within(dialog).getByRole('button', { name: 'View As' });
    await userEvent.click(confirm);
    expect(
      await within(dialog).findByText(
        'Please say why you are viewing as this member (at least 3 characters).',
      ),
    ).toBeInTheDocument();
    const impersonations = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/impersonate'));
    expect(impersonations()).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Ticket 812');
    await userEvent.click(confirm);
    await waitFor(() => expect(open).toHaveBeenCalledWith('/impersonate?token=abc', '_blank'));
    expect(JSON.parse(String(impersonations()[0]?.[1]?.body))).toEqual({ reason: 'Ticket 812' });
  });

  it('flags a photo shared with another account, linking to it by a search', async () => {
    const fetchMock = mockApi({
      ...session,
      'GET /api/admin/users': {
        status: 200,
        body: {
          items: [
            adminUser({
              duplicate_photo_of: [
                { user_id: '99999999-9999-4999-8999-999999999999', username: 'kyaw_kyaw' },
              ],
            }),
          ],
          next_cursor: null,
        },
      },
    });
    renderApp('/admin/users');
    const link = await screen.findByRole('link', { name: '@kyaw_kyaw' });
    expect(link.closest('p')).toHaveTextContent('Same photo as @kyaw_kyaw');
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByLabelText('Search users')).toHaveValue('kyaw_kyaw'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q=kyaw_kyaw'))).toBe(true),
    );
  });

  it('shows the temporary password once after a reset', async () => {
    const user = userEvent.setup();
    usersApi({
      'POST /api/admin/users/33333333-3333-4333-8333-333333333333/password-reset': {
        status: 200,
        body: { temporary_password: 'abcd-efgh-jkmn' },
      },
    });
    renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Reset Password for thida' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset password for thida?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reset Password' }));
    const done = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(within(done).getByLabelText('Temporary password for thida')).toHaveValue(
      'abcd-efgh-jkmn',
    );
    await user.click(within(done).getByRole('button', { name: 'Copy' }));
    expect(await within(done).findByText('Copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('abcd-efgh-jkmn');
  });
});
