import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchId, matchItem, otherId } from '../features/chat/testSupport';
import { candidate } from '../features/discovery/testFixtures';
import { ownProfile } from '../features/profile/testFixtures';
import { gifts } from '../features/shop/testFixtures';
import { wallet } from '../features/wallet/testFixtures';
import { IMPERSONATION_TOKEN_KEY } from '../lib/api';
import { member, mockApi, renderApp } from '../test/renderApp';

/**
 * Issue 31: in a View As tab (look-only) every action that changes something is disabled and the
 * screen says 'View As is read-only', instead of failing silently with a 403.
 */
const session = { 'GET /api/auth/session': { status: 200, body: { user: member } } };
const LABEL = 'View As is read-only';

const writes = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');

describe('a View As tab', () => {
  beforeEach(() => sessionStorage.setItem(IMPERSONATION_TOKEN_KEY, 'view-as-token'));
  afterEach(() => sessionStorage.removeItem(IMPERSONATION_TOKEN_KEY));

  it('disables Like, Pass and Super Like on the deck, with the label; keys swipe nothing', async () => {
    const fetchMock = mockApi({
      ...session,
      'GET /api/discovery': { status: 200, body: { items: [candidate(1), candidate(2)] } },
    });
    renderApp('/home');
    await screen.findByRole('article', { name: 'Member1', hidden: false });
    for (const name of ['Like', 'Pass', 'Super Like with a gift']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByText(LABEL)).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('article', { name: 'Member1', hidden: false })).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);
  });

  it('disables Buy in the shop, with the label', async () => {
    mockApi({
      ...session,
      'GET /api/me': { status: 200, body: ownProfile({ coins: 5_000 }) },
      'GET /api/wallet': { status: 200, body: wallet(5_000) },
      'GET /api/gifts': { status: 200, body: { items: gifts } },
      'GET /api/me/gifts': { status: 200, body: { items: [] } },
    });
    renderApp('/shop');
    const buy = await screen.findByRole('button', { name: 'Buy Rose' });
    expect(screen.getByText(LABEL)).toBeVisible();
    // Still disabled once the balance is known (it is disabled while loading anyway).
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Your Balance' })).toHaveTextContent('5,000'),
    );
    expect(buy).toBeDisabled();
  });

  it('disables the message box and Send in a conversation, with the label', async () => {
    const fetchMock = mockApi({
      ...session,
      'GET /api/matches': { status: 200, body: { items: [matchItem()] } },
      [`GET /api/matches/${matchId}/messages`]: {
        status: 200,
        body: { items: [], next_cursor: null },
      },
    });
    renderApp(`/chat/${otherId}`);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText(LABEL)).toBeVisible();
    expect(writes(fetchMock)).toEqual([]);
  });

  it('disables Save Changes on Edit Profile, with the label', async () => {
    mockApi({ ...session, 'GET /api/me': { status: 200, body: ownProfile() } });
    renderApp('/settings/edit-profile');
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    expect(within(save.parentElement as HTMLElement).getByText(LABEL)).toBeVisible();
  });

  it('shows no label and keeps the actions in a member’s own tab', async () => {
    sessionStorage.removeItem(IMPERSONATION_TOKEN_KEY);
    mockApi({
      ...session,
      'GET /api/discovery': { status: 200, body: { items: [candidate(1)] } },
    });
    renderApp('/home');
    await screen.findByRole('article', { name: 'Member1', hidden: false });
    expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
    expect(screen.queryByText(LABEL)).toBeNull();
  });
});
