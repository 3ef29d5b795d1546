import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, mockApi, renderApp } from '../../../test/renderApp';
import { matchItem } from '../../chat/testSupport';
import { otherId, ownProfile, publicProfile } from '../../profile/testFixtures';

const session = { status: 200, body: { user: member } };
const profileOf = { status: 200, body: publicProfile() };

describe('Like, Pass and Message on a member’s profile', () => {
  it('likes from the profile and says so', async () => {
    const swipes: unknown[] = [];
    mockApi({
      'GET /api/auth/session': session,
      [`GET /api/profiles/${otherId}`]: profileOf,
      'GET /api/matches': { status: 200, body: { items: [] } },
      'POST /api/swipes': (body) => {
        swipes.push(body);
        return { status: 200, body: { matched: false } };
      },
    });
    renderApp(`/profile/${otherId}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You liked Aung.');
    expect(swipes).toEqual([{ target_user_id: otherId, action: 'like' }]);
  });

  it('passes, and tells a member they already answered', async () => {
    mockApi({
      'GET /api/auth/session': session,
      [`GET /api/profiles/${otherId}`]: profileOf,
      'GET /api/matches': { status: 200, body: { items: [] } },
      'POST /api/swipes': {
        status: 409,
        body: { error: { code: 'ALREADY_SWIPED', message: 'You have already swiped.' } },
      },
    });
    renderApp(`/profile/${otherId}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pass on Aung' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have already answered Aung.');
  });

  it('opens the match when the like is mutual', async () => {
    mockApi({
      'GET /api/auth/session': session,
      'GET /api/me': { status: 200, body: ownProfile() },
      [`GET /api/profiles/${otherId}`]: profileOf,
      'GET /api/matches': { status: 200, body: { items: [] } },
      'POST /api/swipes': { status: 200, body: { matched: true, match_id: matchItem().id } },
    });
    renderApp(`/profile/${otherId}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent("It's a Match!");
  });

  it('offers Message instead once the two are matched', async () => {
    mockApi({
      'GET /api/auth/session': session,
      [`GET /api/profiles/${otherId}`]: profileOf,
      'GET /api/matches': { status: 200, body: { items: [matchItem()] } },
    });
    renderApp(`/profile/${otherId}`);
    const message = await screen.findByRole('link', { name: 'Message Aung' });
    expect(message).toHaveAttribute('href', `/chat/${otherId}`);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Like' })).toBeNull());
  });
});
