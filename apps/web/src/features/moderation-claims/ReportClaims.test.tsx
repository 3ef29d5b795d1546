import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/renderApp';
import { counts, queuePage, reportGroup, session } from '../admin/testFixtures';

/** Issue 31: claims on the Reports queue's cards (docs/decisions/026-moderation-claims.md). */

const memberId = reportGroup().user.id;
const rival = { id: '99999999-9999-4999-8999-999999999999', username: 'rival' };
const claimUrl = `/api/admin/claims/report/${memberId}`;

function renderReports(claims: unknown[]) {
  const fetchMock = mockApi({
    ...session,
    ...counts,
    // Keyset paging (decision 025): the last page says so with next_cursor null.
    'GET /api/admin/reports': {
      status: 200,
      body: { ...queuePage([reportGroup()]), next_cursor: null },
    },
    'GET /api/admin/claims': { status: 200, body: { items: claims } },
    [`POST ${claimUrl}`]: {
      status: 200,
      body: { kind: 'report', id: memberId, admin: rival, expires_at: '2030-01-01T00:00:00Z' },
    },
    [`POST /api/admin/reports/${memberId}/review`]: { status: 200, body: { reports: 2 } },
  });
  renderApp('/admin/reports');
  const posts = (path: string) =>
    fetchMock.mock.calls.filter(([url, init]) => String(url) === path && init?.method === 'POST');
  return { posts };
}

describe('claims on report cards', () => {
  it('say who works on a member and disable Mark Reviewed', async () => {
    renderReports([
      { kind: 'report', id: memberId, admin: rival, expires_at: '2030-01-01T00:00:00.000Z' },
    ]);
    const card = (await screen.findByText('Reported 2 time(s)')).closest('li') as HTMLElement;
    expect(await within(card).findByText('@rival is working on this')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark Reviewed: thida' })).toBeDisabled();
  });

  it('claim a member once the moderator starts on the card', async () => {
    const { posts } = renderReports([]);
    const card = (await screen.findByText('Reported 2 time(s)')).closest('li') as HTMLElement;
    const review = within(card).getByRole('button', { name: 'Mark Reviewed: thida' });
    expect(posts(claimUrl)).toHaveLength(0);
    await userEvent.click(review);
    await waitFor(() => expect(posts(claimUrl)).toHaveLength(1));
  });
});
