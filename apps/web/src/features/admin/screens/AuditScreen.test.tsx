import { AUDIT_ACTIONS } from '@dating/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { mockApi, renderApp } from '../../../test/renderApp';
import { counts, session } from '../testFixtures';

const entry = (id: string, action: string, target: string) => ({
  id,
  admin: { id: '22222222-2222-4222-8222-222222222222', username: 'boss' },
  action,
  target: { id: '33333333-3333-4333-8333-333333333333', username: target },
  details: { username: target, reports: 2 },
  created_at: '2024-03-06T09:00:00.000Z',
});

const auditCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/api/admin/audit');

describe('AuditScreen', () => {
  it('lists admin actions newest first, linked to the member, and loads more', async () => {
    let calls = 0;
    mockApi({
      ...session,
      ...counts,
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
    // (The action filter lists every action's name too: wait for the entry itself.)
    expect(await screen.findByRole('link', { name: '@thida' })).toHaveAttribute(
      'href',
      '/admin/users/33333333-3333-4333-8333-333333333333',
    );
    expect(screen.getByText('by boss', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: '@aung' })).toBeInTheDocument();
    expect(screen.getAllByText('reports: 2')).toHaveLength(2);
    expect(screen.getAllByText('Reviewed reports')).toHaveLength(2); // the entry and the option
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', '/admin/audit');
  });

  it('filters from the URL and exports the same filter as CSV', async () => {
    const fetchMock = mockApi({
      ...session,
      ...counts,
      'GET /api/admin/audit': {
        status: 200,
        body: { items: [entry('9', 'user.block', 'thida')], next_cursor: null },
      },
    });
    renderApp('/admin/audit?admin=boss&action=user.block&from=2024-03-01&to=bad');
    await screen.findByRole('link', { name: '@thida' });
    expect(Object.fromEntries(auditCalls(fetchMock)[0]?.searchParams ?? [])).toEqual({
      admin: 'boss',
      action: 'user.block',
      from: '2024-03-01',
    });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit.csv?admin=boss&action=user.block&from=2024-03-01',
    );
    expect(screen.getByLabelText('Action')).toHaveValue('user.block');

    await userEvent.type(screen.getByLabelText('Member (username)'), 'thida');
    await waitFor(() =>
      expect(auditCalls(fetchMock).at(-1)?.searchParams.get('member')).toBe('thida'),
    );
    await userEvent.selectOptions(screen.getByLabelText('Action'), '');
    await waitFor(() =>
      expect(auditCalls(fetchMock).at(-1)?.searchParams.has('action')).toBe(false),
    );
  });

  it('names every action it can filter on in both languages (no raw action keys)', async () => {
    for (const language of ['en', 'my'] as const) {
      const { admin } = await loadLanguage(language);
      const audit = admin?.audit as { actions?: Record<string, Record<string, string>> };
      const labels = audit?.actions ?? {};
      const unnamed = AUDIT_ACTIONS.filter((action) => {
        const [area = '', verb = ''] = action.split('.');
        return !labels[area]?.[verb]?.trim();
      });
      expect(unnamed, language).toEqual([]);
    }
  });
});
