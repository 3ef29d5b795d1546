import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../test/renderApp';
import { reportGroup, session } from '../testFixtures';

describe('ReportsScreen', () => {
  it('shows each reported member with their reports, and marks them reviewed', async () => {
    const fetchMock = mockApi({
      ...session,
      'GET /api/admin/reports': { status: 200, body: { items: [reportGroup()] } },
      'POST /api/admin/reports/33333333-3333-4333-8333-333333333333/review': { status: 204 },
    });
    renderApp('/admin/reports');
    const group = (await screen.findByText('Reported 2 time(s)')).closest('li') as HTMLElement;
    expect(within(group).getByRole('heading', { name: /Thida/ })).toHaveTextContent('Active');
    expect(within(group).getByText('Feels like spam or a scam')).toBeInTheDocument();
    expect(within(group).getByText('Asked me for money')).toBeInTheDocument();
    expect(within(group).getByText(/by aung/)).toBeInTheDocument();
    expect(within(group).getByText(/by mya/)).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'View As thida' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Block thida' })).toBeInTheDocument();

    await userEvent.click(within(group).getByRole('button', { name: 'Mark Reviewed: thida' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/review') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('says so when the reports cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...session,
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
