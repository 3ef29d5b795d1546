import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/renderApp';
import { ownProfile } from '../../profile/testFixtures';
import { apiError, candidate, like, signedIn } from '../testFixtures';

type Handlers = Parameters<typeof mockApi>[0];

function renderLikes(body: unknown, extra: Handlers = {}) {
  const swipes: unknown[] = [];
  mockApi({
    ...signedIn,
    'GET /api/likes': { status: 200, body },
    'POST /api/swipes': (sent) => {
      swipes.push(sent);
      return { status: 200, body: { matched: true } };
    },
    ...extra,
  });
  renderApp('/matches');
  return { swipes, user: userEvent.setup() };
}

const likes = {
  superlikes: [
    like(1, {
      action: 'superlike',
      comment: 'You have a lovely smile',
      gift: { name: 'Rose', image_url: '/files/gift/rose.webp' },
    }),
  ],
  likes: [like(2, { photo_index: 1 }), like(3, { comment: 'Tea sometime?' })],
};

describe('Who Likes You', () => {
  it('shows the count, the super likes row and the likes grid with context', async () => {
    renderLikes(likes);
    expect(await screen.findByRole('heading', { name: 'Who Likes You (3)' })).toBeInTheDocument();
    const supers = screen.getByRole('heading', { name: 'Super Likes' }).closest('section');
    expect(within(supers as HTMLElement).getByText('Super Like')).toBeInTheDocument();
    expect(within(supers as HTMLElement).getByText('Sent a gift: Rose')).toBeInTheDocument();
    expect(within(supers as HTMLElement).getByText(/You have a lovely smile/)).toBeInTheDocument();
    const grid = screen.getByRole('heading', { name: 'Likes' }).closest('section') as HTMLElement;
    expect(within(grid).getByText('Member2, 22')).toBeInTheDocument();
    expect(within(grid).getByText('Bio of member 2.')).toBeInTheDocument();
    expect(await within(grid).findByText('Liked your photo')).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'Your photo they liked' })).toHaveAttribute(
      'src',
      ownProfile().media[1]?.replace('.webp', '_thumb.webp'),
    );
    expect(within(grid).getByText(/Tea sometime\?/)).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: "View Member2's profile" })).toHaveAttribute(
      'href',
      `/profile/${candidate(2).user_id}`,
    );
  });

  it('marks verified admirers with the badge, and only them', async () => {
    const verified = like(4);
    verified.profile = { ...verified.profile, is_verified: true };
    renderLikes({ superlikes: [], likes: [verified, like(5)] });
    expect(await screen.findByText('Member4, 24')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Verified' })).toHaveLength(1);
  });

  it('pass removes the card at once and stores a pass', async () => {
    const { swipes, user } = renderLikes(likes);
    await user.click(await screen.findByRole('button', { name: 'Pass on Member2' }));
    expect(screen.queryByText('Member2, 22')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who Likes You (2)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(swipes).toEqual([{ target_user_id: candidate(2).user_id, action: 'pass' }]),
    );
  });

  it('like back opens the match dialog and removes the card when it closes', async () => {
    const { swipes, user } = renderLikes(likes);
    await user.click(await screen.findByRole('button', { name: 'Like Member3 back' }));
    const popup = await screen.findByRole('dialog', { name: "It's a Match!" });
    expect(popup).toHaveTextContent('You and Member3 have liked each other.');
    expect(screen.getByText('Member3, 23')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Keep Swiping' }));
    await waitFor(() => expect(screen.queryByText('Member3, 23')).not.toBeInTheDocument());
    expect(swipes).toEqual([{ target_user_id: candidate(3).user_id, action: 'like' }]);
  });

  it('shows the empty state with a way to start swiping', async () => {
    renderLikes({ superlikes: [], likes: [] });
    expect(await screen.findByText('Your Admirers Await')).toBeInTheDocument();
    expect(
      screen.getByText(
        'People who like you will show up here. Keep swiping to increase your chances!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Swiping' })).toHaveAttribute('href', '/');
  });

  it('says when likes cannot be loaded', async () => {
    renderLikes({}, { 'GET /api/likes': apiError(500, 'INTERNAL') });
    expect(await screen.findByText('Could not load likes. Please try again.')).toBeInTheDocument();
  });
});
