import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/renderApp';
import { session } from '../testFixtures';

const entry = (id: string, action: string, target: string) => ({
  id,
  admin: { id: '22222222-2222-4222-8222-222222222222', username: 'boss' },
  action,
  target: { id: '33333333-3333-4333-8333-333333333333', username: target },
  details: { username: target, reports: 2 },
  created_at: '2024-03-06T09:00:00.000Z',
});

describe('AuditScreen', () => {
  it('lists admin actions newest first and loads more', async () => {
    let calls = 0;
    mockApi({
      ...session,
      'GET /api/admin/audit': () => {
        calls += 1;
        return calls === 1
          ? {
              status: 200,
              body: { items: [entry('9', 'user.block', 'thida')], next_cursor: '9' },
            }
          : {
              status: 200,
              body: { items: [entry('3', 'reports.review', 'aung')], next_cursor: null },
            };
      },
    });
    renderApp('/admin/audit');
    expect(await screen.findByText('Blocked a user')).toBeInTheDocument();
    expect(screen.getByText('Member: thida')).toBeInTheDocument();
    expect(screen.getByText('by boss', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Reviewed reports')).toBeInTheDocument();
    expect(screen.getAllByText('reports: 2')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', '/admin/audit');
  });
});
