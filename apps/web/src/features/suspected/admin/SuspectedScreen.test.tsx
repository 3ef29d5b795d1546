import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/renderApp';
import { counts, session } from '../../admin/testFixtures';
import { linkedAccount, payoutTwin, ringMember, suspectedItem } from './testFixtures';

const blockUrl = `/api/admin/suspected/${ringMember.id}/block`;
const clearUrl = `/api/admin/suspected/${ringMember.id}/resolve`;
const claimUrl = `/api/admin/claims/suspected/${ringMember.id}`;
const rival = { id: '99999999-9999-4999-8999-999999999999', username: 'rival' };

function renderQueue({ claims = [] as unknown[], path = '/admin/suspected' } = {}) {
  const decided = (blocked: boolean) => ({
    status: 200,
    body: {
      item: suspectedItem({ state: 'resolved', blocked, resolved_at: '2026-11-28T11:00:00Z' }),
      notified: blocked ? 5 : 0,
    },
  });
  const fetchMock = mockApi({
    ...session,
    ...counts,
    'GET /api/admin/suspected': (_body) => ({
      status: 200,
      body: { items: [suspectedItem()], total: 1, next_cursor: null },
    }),
    'GET /api/admin/claims': { status: 200, body: { items: claims } },
    [`POST ${claimUrl}`]: {
      status: 200,
      body: {
        kind: 'suspected',
        id: ringMember.id,
        admin: session['GET /api/auth/session'].body.user,
        expires_at: '2030-01-01T00:00:00Z',
      },
    },
    [`DELETE ${claimUrl}`]: { status: 200, body: { released: true } },
    [`POST ${blockUrl}`]: decided(true),
    [`POST ${clearUrl}`]: decided(false),
  });
  renderApp(path);
  const posts = (path: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => String(url) === path && init?.method === 'POST')
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  const gets = (path: string) =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path));
  return { posts, gets };
}

const card = async () =>
  (await screen.findByRole('heading', { level: 2, name: /@ring_lin/ })).closest(
    'li',
  ) as HTMLElement;

describe('SuspectedScreen', () => {
  it('lists the member with the score and every signal with its evidence', async () => {
    renderQueue();
    expect(await screen.findByRole('heading', { name: 'Suspected' })).toBeInTheDocument();
    expect(await screen.findByText(/1 member\(s\) with scam signals/)).toBeInTheDocument();
    const item = await card();
    expect(within(item).getByRole('link', { name: '@ring_lin' })).toHaveAttribute(
      'href',
      `/admin/users/${ringMember.id}`,
    );
    expect(within(item).getByText('Score 205')).toBeInTheDocument();
    // The repeated opener, quoted once, with the five members it went to.
    expect(
      within(item).getByText('Hi dear, I trade gold online and can teach you to earn'),
    ).toBeInTheDocument();
    expect(within(item).getByText(/5 match\(es\)/)).toBeInTheDocument();
    expect(within(item).getAllByRole('link', { name: '@contact_5' })).toHaveLength(1);
    // The flagged messages, quoted.
    for (const n of [1, 2, 3]) {
      expect(within(item).getByText(`Add my Telegram @goldlin${n}`)).toBeInTheDocument();
    }
    expect(within(item).getByText('Asked me to invest')).toBeInTheDocument();
    // The linked account opens its admin page, marked blocked.
    const linked = within(item).getByRole('link', { name: `@${linkedAccount.username}` });
    expect(linked).toHaveAttribute('href', `/admin/users/${linkedAccount.id}`);
    expect(within(item).getByText('Same browser')).toBeInTheDocument();
    // The payout link shows the number's last digits.
    expect(within(item).getByRole('link', { name: `@${payoutTwin.username}` })).toBeVisible();
    expect(within(item).getByText('Same payout number')).toBeInTheDocument();
    expect(within(item).getByText('…4567')).toBeInTheDocument();
    expect(within(item).queryByText('same browser')).not.toBeInTheDocument();
    expect(
      within(item).getByText('1,200 likes, a median of 85 ms apart, from an account 26 hours old.'),
    ).toBeInTheDocument();
  });

  it('keeps the state in the URL and asks the server for it', async () => {
    const { gets } = renderQueue({ path: '/admin/suspected?state=resolved' });
    expect(await screen.findByText(/member\(s\) decided/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resolved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(gets('/api/admin/suspected')).toContain('/api/admin/suspected?state=resolved');
  });

  it('blocks only with a reason, then sends it and says how many were told', async () => {
    const { posts } = renderQueue();
    const item = await card();
    await userEvent.click(
      within(item).getByRole('button', { name: 'Block and resolve @ring_lin' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Block @ring_lin and resolve?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block and resolve' }));
    expect(
      await within(dialog).findByText('Please give a reason for blocking.'),
    ).toBeInTheDocument();
    expect(posts(blockUrl)).toHaveLength(0);
    // A counted field like the other note boxes.
    expect(within(dialog).getByText('0 / 500')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Gold trading script, Telegram');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block and resolve' }));
    await waitFor(() =>
      expect(posts(blockUrl)).toEqual([{ reason: 'Gold trading script, Telegram' }]),
    );
    expect(
      await screen.findByText('@ring_lin is blocked. 5 member(s) were sent a safety notice.'),
    ).toBeInTheDocument();
  });

  it('sends the note of Not a scam', async () => {
    const { posts } = renderQueue();
    const item = await card();
    await userEvent.click(within(item).getByRole('button', { name: 'Not a scam: @ring_lin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not a scam: @ring_lin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not a scam' }));
    expect(
      await within(dialog).findByText('Please say why this is not a scam.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Tour guide, met them all');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not a scam' }));
    await waitFor(() => expect(posts(clearUrl)).toEqual([{ note: 'Tour guide, met them all' }]));
  });

  it('claims the member on the first touch of an action', async () => {
    const { posts } = renderQueue();
    const item = await card();
    expect(posts(claimUrl)).toHaveLength(0);
    await userEvent.click(within(item).getByRole('button', { name: 'Not a scam: @ring_lin' }));
    await waitFor(() => expect(posts(claimUrl)).toHaveLength(1));
  });

  it("shows another admin's claim and disables the decisions", async () => {
    renderQueue({
      claims: [
        { kind: 'suspected', id: ringMember.id, admin: rival, expires_at: '2030-01-01T00:00:00Z' },
      ],
    });
    const item = await card();
    expect(await within(item).findByText('@rival is working on this')).toBeInTheDocument();
    expect(
      within(item).getByRole('button', { name: 'Block and resolve @ring_lin' }),
    ).toBeDisabled();
    expect(within(item).getByRole('button', { name: 'Not a scam: @ring_lin' })).toBeDisabled();
  });
});
