import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/renderApp';
import { session } from '../testFixtures';

describe('DashboardScreen', () => {
  it('shows the seven counts with grouping; the pending ones link to their pages', async () => {
    mockApi({
      ...session,
      'GET /api/admin/stats': {
        status: 200,
        body: {
          total_users: 12345,
          total_matches: 678,
          pending_verifications: 3,
          pending_reports: 4,
          pending_deposits: 1500,
          pending_withdrawals: 0,
          pending_suspected: 2,
        },
      },
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(await within(main).findByText('12,345')).toBeInTheDocument();
    expect(within(main).getByText('Total Users')).toBeInTheDocument();
    expect(within(main).getByText('678')).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: /Total Users/ })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: /Total Matches/ })).not.toBeInTheDocument();

    const links: [RegExp, string, string][] = [
      [/Pending Verifications/, '/admin/kyc', '3'],
      [/Reported Members to Review/, '/admin/reports', '4'],
      [/Pending Deposits/, '/admin/deposits', '1,500'],
      [/Pending Withdrawals/, '/admin/withdrawals', '0'],
      [/Suspected Members to Review/, '/admin/suspected', '2'],
    ];
    for (const [name, href, value] of links) {
      const link = within(main).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveTextContent(value);
    }
  });

  it('says so when the counts cannot be loaded', async () => {
    mockApi({
      ...session,
      'GET /api/admin/stats': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'An unexpected error occurred.' } },
      },
    });
    renderApp('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the dashboard counts.',
    );
  });
});
