import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/renderApp';
import { adminUser, counts, memberOverview, session } from '../testFixtures';

const id = '33333333-3333-4333-8333-333333333333';

describe('MemberScreen', () => {
  it('shows who the member is: reports, linked accounts, photos and past actions', async () => {
    mockApi({
      ...session,
      ...counts,
      [`GET /api/admin/users/${id}/overview`]: {
        status: 200,
        body: memberOverview({
          audit: [
            {
              id: '5',
              admin: { id: '22222222-2222-4222-8222-222222222222', username: 'boss' },
              action: 'user.password_reset',
              target: { id, username: 'thida' },
              details: { username: 'thida' },
              created_at: '2024-03-06T09:00:00.000Z',
            },
          ],
        }),
      },
    });
    renderApp(`/admin/users/${id}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Thida@thida');
    const against = screen.getByRole('region', { name: 'Reports against them' });
    expect(within(against).getByText('Asked me for money')).toBeInTheDocument();
    const linked = screen.getByRole('region', { name: 'Linked accounts' });
    expect(within(linked).getByRole('link', { name: '@copycat' })).toHaveAttribute(
      'href',
      '/admin/users/88888888-8888-4888-8888-888888888888',
    );
    expect(within(linked).getByText('shares: a profile photo')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      '/files/media/x/photo.webp',
    );
    expect(screen.getByText('Reset a password')).toBeInTheDocument();
  });

  it('blocks with a required reason and resolves the open reports in one step', async () => {
    const fetchMock = mockApi({
      ...session,
      ...counts,
      [`GET /api/admin/users/${id}/overview`]: { status: 200, body: memberOverview() },
      [`POST /api/admin/users/${id}/block`]: {
        status: 200,
        body: adminUser({ is_blocked: true }),
      },
    });
    renderApp(`/admin/users/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Block thida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block @thida?' });
    expect(within(dialog).getByLabelText('Also resolve their 2 open report(s)')).toBeChecked();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Block and resolve reports' }),
    );
    expect(
      await within(dialog).findByText('Please give a reason for blocking.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asked for money');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Block and resolve reports' }),
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(([url]) => String(url).endsWith('/block'))
          .map(([, init]) => JSON.parse(String(init?.body))),
      ).toEqual([{ blocked: true, reason: 'Asked for money', resolve_reports: true }]),
    );
    expect(
      await screen.findByText('thida is blocked and their reports are resolved.'),
    ).toBeInTheDocument();
  });

  it('shows the block reason kept on the record', async () => {
    mockApi({
      ...session,
      ...counts,
      [`GET /api/admin/users/${id}/overview`]: {
        status: 200,
        body: memberOverview({
          user: {
            ...memberOverview().user,
            is_blocked: true,
            blocked_reason: 'Scam messages',
            blocked_at: '2024-03-07T09:00:00.000Z',
            blocked_by: { id: '22222222-2222-4222-8222-222222222222', username: 'boss' },
          },
        }),
      },
    });
    renderApp(`/admin/users/${id}`);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Blocked by boss');
    expect(note).toHaveTextContent('Reason: Scam messages');
    expect(screen.getByRole('button', { name: 'Unblock thida' })).toBeInTheDocument();
  });
});
