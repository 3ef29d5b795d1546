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
      'GET /api/admin/reports': { status: 200, body: queuePage([reportGroup()], 41, 'next') },
      'POST /api/admin/reports/33333333-3333-4333-8333-333333333333/review': {
        status: 200,
        body: { reports: 2, left_open: 1 },
      },
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
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.getByText(/41 member\(s\) with open reports/)).toBeInTheDocument();
    // The sidebar shows the live open counts.
    expect(await screen.findByText('7 open')).toBeInTheDocument();

    await userEvent.click(within(group).getByRole('button', { name: 'Mark Reviewed: thida' }));
    await waitFor(() =>
      expect(
        calls(fetchMock, '/api/admin/reports/33333333-3333-4333-8333-333333333333/review'),
      ).toHaveLength(1),
    );
    // The decision names the reports shown; one that arrived since stays open, and says so.
    const [, init] =
      calls(fetchMock, '/api/admin/reports/33333333-3333-4333-8333-333333333333/review')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      report_ids: ['44444444-4444-4444-8444-444444444444', '66666666-6666-4666-8666-666666666666'],
    });
    expect(
      await screen.findByText('1 report(s) arrived after you opened this and stay open.'),
    ).toBeInTheDocument();
    // After the decision the queue and the counts are asked again.
    await waitFor(() =>
      expect(calls(fetchMock, '/api/admin/queues/counts').length).toBeGreaterThan(1),
    );
  });

  it('keeps the filters in the URL', async () => {
    const fetchMock = mockApi({
      ...session,
      ...counts,
      'GET /api/admin/reports': { status: 200, body: queuePage([reportGroup()], 41, 'next') },
    });
    renderApp('/admin/reports?state=resolved&reason=Underage%20user&q=thi');
    await screen.findByText('Reported 2 time(s)');
    const [url] = calls(fetchMock, '/api/admin/reports')[0] ?? [];
    const query = new URL(String(url), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      state: 'resolved',
      reason: 'Underage user',
      q: 'thi',
    });
    expect(screen.getByRole('button', { name: 'Resolved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('Reason')).toHaveValue('Underage user');
    expect(screen.getByLabelText('Search reported members')).toHaveValue('thi');
    // Resolved members cannot be selected for bulk resolve.
    expect(screen.queryByLabelText('Select all shown')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => {
      const last = calls(fetchMock, '/api/admin/reports').at(-1)?.[0];
      const params = new URL(String(last), 'http://x').searchParams;
      // A new filter starts again at the first page (the reason and search stay).
      expect([params.get('state'), params.get('cursor'), params.get('q')]).toEqual([
        'open',
        null,
        'thi',
      ]);
    });
  });

  it('loads the next page after the last member shown (keyset), adding it below', async () => {
    const pages = [queuePage([reportGroup()], 2, 'after-thida'), queuePage([other], 2)];
    const fetchMock = mockApi({
      ...session,
      ...counts,
      'GET /api/admin/reports': () => ({ status: 200, body: pages.shift() }),
    });
    renderApp('/admin/reports');
    await screen.findByText('Reported 2 time(s)');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: /Kyaw/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Thida/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const [, second] = calls(fetchMock, '/api/admin/reports');
    expect(new URL(String(second?.[0]), 'http://x').searchParams.get('cursor')).toBe('after-thida');
  });

  it('selects all shown by keyboard and resolves the reports shown in one request', async () => {
    const fetchMock = mockApi({
      ...session,
      ...counts,
      'GET /api/admin/reports': { status: 200, body: queuePage([reportGroup(), other]) },
      'POST /api/admin/reports/resolve': {
        status: 200,
        body: { members: 2, reports: 4, left_open: 0 },
      },
    });
    renderApp('/admin/reports');
    const all = await screen.findByLabelText('Select all shown');
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
      report_ids: [
        '44444444-4444-4444-8444-444444444444',
        '66666666-6666-4666-8666-666666666666',
        '44444444-4444-4444-8444-444444444444',
        '66666666-6666-4666-8666-666666666666',
      ],
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
