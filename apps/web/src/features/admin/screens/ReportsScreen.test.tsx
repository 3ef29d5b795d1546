import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../test/renderApp';
import { counts, queuePage, reportGroup, session } from '../testFixtures';

const other = reportGroup({
  user: {
    id: '99999999-9999-4999-8999-999999999999',
    username: 'kyaw',
    first_name: 'Kyaw',
    avatar_url: null,
    is_blocked: false,
    role: 'user',
  },
  severe: false,
});

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);

describe('ReportsScreen', () => {
  it('shows each reported member linked to their page, with reports and the urgent flag', async () => {
    const fetchMock = mockApi({
      ...session,
      ...counts,
      'GET /api/admin/reports': { status: 200, body: queuePage([reportGroup()], 41, 3) },
      'POST /api/admin/reports/33333333-3333-4333-8333-333333333333/review': { status: 204 },
    });
    renderApp('/admin/reports');
    const group = (await screen.findByText('Reported 2 time(s)')).closest('li') as HTMLElement;
    expect(within(group).getByRole('heading', { name: /Thida/ })).toHaveTextContent('Urgent');
    expect(within(group).getByRole('link', { name: '@thida' })).toHaveAttribute(
      'href',
      '/admin/users/33333333-3333-4333-8333-333333333333',
    );
    expect(within(group).getByText('Asked me for money')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: '@aung' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText(/41 member\(s\) with open reports/)).toBeInTheDocument();
    // The sidebar shows the live open counts.
    expect(await screen.findByText('7 open')).toBeInTheDocument();

    await userEvent.click(within(group).getByRole('button', { name: 'Mark Reviewed: thida' }));
    await waitFor(() =>
      expect(
        calls(fetchMock, '/api/admin/reports/33333333-3333-4333-8333-333333333333/review'),
      ).toHaveLength(1),
    );
    // After the decision the queue and the counts are asked again.
    await waitFor(() =>
      expect(calls(fetchMock, '/api/admin/queues/counts').length).toBeGreaterThan(1),
    );
  });

  it('keeps filters and the page in the URL', async () => {
    const fetchMock = mockApi({
      ...session,
      ...counts,
      'GET /api/admin/reports': { status: 200, body: queuePage([reportGroup()], 41, 3) },
    });
    renderApp('/admin/reports?state=resolved&reason=Underage%20user&page=2&q=thi');
    await screen.findByText('Reported 2 time(s)');
    const [url] = calls(fetchMock, '/api/admin/reports')[0] ?? [];
    const query = new URL(String(url), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      state: 'resolved',
      reason: 'Underage user',
      q: 'thi',
      page: '2',
    });
    expect(screen.getByRole('button', { name: 'Resolved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('Reason')).toHaveValue('Underage user');
    expect(screen.getByLabelText('Search reported members')).toHaveValue('thi');
    // Resolved members cannot be selected for bulk resolve.
    expect(screen.queryByLabelText('Select all on this page')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => {
      const last = calls(fetchMock, '/api/admin/reports').at(-1)?.[0];
      const params = new URL(String(last), 'http://x').searchParams;
      // A new filter starts again at page 1 (the reason and search stay).
      expect([params.get('state'), params.get('page'), params.get('q')]).toEqual([
        'open',
        '1',
        'thi',
      ]);
    });
  });

  it('selects the whole page by keyboard and resolves it in one request', async () => {
    const fetchMock = mockApi({
      ...session,
      ...counts,
      'GET /api/admin/reports': { status: 200, body: queuePage([reportGroup(), other]) },
      'POST /api/admin/reports/resolve': { status: 200, body: { members: 2, reports: 4 } },
    });
    renderApp('/admin/reports');
    const all = await screen.findByLabelText('Select all on this page');
    all.focus();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('Select @thida')).toBeChecked();
    expect(screen.getByLabelText('Select @kyaw')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Resolve selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Duplicates');
    expect(within(dialog).getByText('10 / 500')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve (2)' }));
    await waitFor(() => expect(calls(fetchMock, '/api/admin/reports/resolve')).toHaveLength(1));
    const body = JSON.parse(String(calls(fetchMock, '/api/admin/reports/resolve')[0]?.[1]?.body));
    expect(body).toEqual({
      user_ids: ['33333333-3333-4333-8333-333333333333', '99999999-9999-4999-8999-999999999999'],
      note: 'Duplicates',
    });
    expect(await screen.findByText('Reports of 2 member(s) resolved.')).toBeInTheDocument();
  });

  it('refuses a note over the limit without cutting it', async () => {
    const fetchMock = mockApi({
      ...session,
      ...counts,
      'GET /api/admin/reports': { status: 200, body: queuePage([reportGroup()]) },
    });
    renderApp('/admin/reports');
    await userEvent.click(await screen.findByLabelText('Select @thida'));
    await userEvent.click(screen.getByRole('button', { name: 'Resolve selected (1)' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByLabelText('Note (optional)');
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(503));
    expect(box).toHaveValue('x'.repeat(503));
    expect(within(dialog).getByText('503 / 500: 3 characters too many')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve (1)' }));
    expect(
      await within(dialog).findByText('Notes can be at most 500 characters.'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, '/api/admin/reports/resolve')).toHaveLength(0);
  });

  it('says so when the reports cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...session,
      ...counts,
      'GET /api/admin/reports': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'An unexpected error occurred.' } },
      },
    });
    renderApp('/admin/reports');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load reports. Check the console.',
    );
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
