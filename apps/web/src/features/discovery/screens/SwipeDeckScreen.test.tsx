import { LIKE_UNDO_MS } from '@dating/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPushBrowser, unstubPushBrowser } from '../../notifications/testSupport';
import { cardName, ownClock, renderDeck, topCard } from '../testDeck';
import { apiError, candidate } from '../testFixtures';

// The photo like's undo window, long enough that a slow run never reaches it by itself: a test
// ends it on the test's clock.
vi.mock('@dating/shared', async (original) => ({
  ...(await original<typeof import('@dating/shared')>()),
  LIKE_UNDO_MS: 60_000,
}));

describe('Swipe deck', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    unstubPushBrowser();
  });

  it('shows the loading text, then the first card with its details', async () => {
    // The deck's answer waits until the loading text was seen: a fast machine could otherwise
    // render the cards before the first look.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const items = [candidate(1, { is_verified: true }), candidate(2)];
    renderDeck(items, {
      'GET /api/discovery': async () => {
        await answered;
        return { status: 200, body: { items } };
      },
    });
    expect(await screen.findByText('Finding people near you...')).toBeInTheDocument();
    answer();
    const card = await topCard();
    expect(within(card).getByRole('heading', { name: /Member1, 21/ })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(card).getByText('Yangon · 1 km away')).toBeInTheDocument();
    expect(within(card).getByText('Straight')).toBeInTheDocument();
    expect(within(card).getByText('Life partner')).toBeInTheDocument();
    expect(within(card).getByText('Bio of member 1.')).toBeInTheDocument();
  });

  it('advances after a pass and stores it', async () => {
    const { swipes, user } = renderDeck([candidate(1), candidate(2)]);
    expect(await cardName()).toBe('Member1');
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(async () => expect(await cardName()).toBe('Member2'));
    expect(swipes).toEqual([{ target_user_id: candidate(1).user_id, action: 'pass' }]);
  });

  it('advances after a like without a match (ArrowRight likes)', async () => {
    const { swipes, user } = renderDeck([candidate(1), candidate(2)]);
    expect(await cardName()).toBe('Member1');
    await user.keyboard('{ArrowRight}');
    await waitFor(async () => expect(await cardName()).toBe('Member2'));
    expect(swipes).toEqual([{ target_user_id: candidate(1).user_id, action: 'like' }]);
    expect(screen.queryByText("It's a Match!")).not.toBeInTheDocument();
  });

  it('shows the match popup on a match and advances when it closes', async () => {
    const { user } = renderDeck([candidate(1), candidate(2)], {
      'POST /api/swipes': {
        status: 200,
        body: { matched: true, match_id: '99999999-9999-4999-8999-999999999999' },
      },
    });
    expect(await cardName()).toBe('Member1');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    const popup = await screen.findByRole('dialog', { name: "It's a Match!" });
    expect(popup).toHaveTextContent('You and Member1 have liked each other.');
    expect(within(popup).getByRole('button', { name: 'Send a Message' })).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Keep Swiping' }));
    await waitFor(async () => expect(await cardName()).toBe('Member2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Send a Message goes to the conversation with the match', async () => {
    const { router, user } = renderDeck([candidate(1)], {
      'POST /api/swipes': { status: 200, body: { matched: true } },
    });
    await topCard();
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await user.click(await screen.findByRole('button', { name: 'Send a Message' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/chat/${candidate(1).user_id}`),
    );
  });

  it('logs a failed like and advances', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderDeck([candidate(1), candidate(2)], {
      'POST /api/swipes': apiError(500, 'INTERNAL'),
    });
    expect(await cardName()).toBe('Member1');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(async () => expect(await cardName()).toBe('Member2'));
    expect(logged).toHaveBeenCalledWith('Like failed', expect.anything());
  });

  it('likes a photo with a comment, sent when its undo window ends, and comments on a bio', async () => {
    vi.useFakeTimers(ownClock);
    const { swipes, user } = renderDeck([candidate(1), candidate(2), candidate(3)]);
    await topCard();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'Like this photo' }));
    const photo = await screen.findByRole('dialog', { name: 'Like photo 2 of Member1' });
    await user.type(within(photo).getByLabelText('Comment (optional)'), 'Is this Inle Lake?');
    await user.click(within(photo).getByRole('button', { name: 'Send Like' }));
    await waitFor(async () => expect(await cardName()).toBe('Member2'));
    // Held on the device for the undo window: nothing sent yet.
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(screen.getByText('Liked').closest('[role=status]')).toContainElement(undo);
    expect(swipes).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(LIKE_UNDO_MS));
    await waitFor(() => expect(swipes).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Comment' }));
    const dialog = await screen.findByRole('dialog', { name: "Comment on Member2's bio" });
    await user.type(within(dialog).getByLabelText('Your comment'), 'Which tea shop?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Like' }));
    await waitFor(async () => expect(await cardName()).toBe('Member3'));
    expect(swipes).toEqual([
      {
        target_user_id: candidate(1).user_id,
        action: 'like',
        photo_index: 1,
        comment: 'Is this Inle Lake?',
      },
      { target_user_id: candidate(2).user_id, action: 'like', comment: 'Which tea shop?' },
    ]);
  });

  it('keeps toasts and the push question off the Pass / Gift / Like row', async () => {
    stubPushBrowser('default');
    vi.useFakeTimers(ownClock);
    const { user } = renderDeck([candidate(1), candidate(2), candidate(3)]);
    await topCard();
    // Toasts at the top on /home (above the tab bar they covered the row).
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveClass('top-3');

    // After a like, the question comes as a strip over the deck's title, inside the screen,
    // not in the bottom bar by the buttons.
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(async () => expect(await cardName()).toBe('Member2'));
    await act(() => vi.advanceTimersByTimeAsync(2_000)); // past the prompt's delay
    const prompt = await screen.findByRole('region', { name: "Don't miss a match" });
    const title = screen.getByRole('heading', { level: 1, name: 'Discover' });
    expect(title.parentElement).toContainElement(prompt);
    // The deck goes on while it shows; 'Not now' puts it away.
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(async () => expect(await cardName()).toBe('Member3'));
    await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: "Don't miss a match" })).toBeNull();
  });

  it('undoes the last pass: the member comes back on top', async () => {
    const { is_boosted: _b, ...profile } = candidate(1);
    const { user } = renderDeck([candidate(1), candidate(2)], {
      'POST /api/swipes/undo': { status: 200, body: { user_id: profile.user_id } },
      [`GET /api/profiles/${profile.user_id}`]: { status: 200, body: profile },
    });
    const undo = await screen.findByRole('button', { name: 'Undo last pass' });
    expect(undo).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    await waitFor(async () => expect(await cardName()).toBe('Member2'));
    await waitFor(() => expect(undo).toBeEnabled());
    await user.click(undo);
    await waitFor(async () => expect(await cardName()).toBe('Member1'));
    expect(undo).toBeDisabled();
  });

  it('asks for a search location when there is none', async () => {
    renderDeck([], {
      'GET /api/discovery': apiError(400, 'SEARCH_LOCATION_REQUIRED'),
    });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(
      screen.getByText('Please set your search location in your profile to find matches.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/settings/edit-profile',
    );
  });

  it('offers a retry when profiles cannot be loaded', async () => {
    renderDeck([], { 'GET /api/discovery': apiError(500, 'INTERNAL') });
    expect(
      await screen.findByText('Could not load profiles. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so when there is no one left', async () => {
    renderDeck([]);
    expect(await screen.findByText("That's everyone for now!")).toBeInTheDocument();
    expect(
      screen.getByText(
        'New people are joining all the time. Check back later or try adjusting your filters.',
      ),
    ).toBeInTheDocument();
  });

  it('advances after a report with the thank-you message', async () => {
    const { user } = renderDeck([candidate(1), candidate(2)], {
      'POST /api/reports': { status: 201 },
    });
    await topCard();
    await user.click(screen.getByRole('button', { name: 'More options for Member1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report Member1' }));
    await user.click(await screen.findByRole('radio', { name: 'Feels like spam or a scam' }));
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(
      await screen.findByText(
        'Report submitted successfully. Thank you for helping keep our community safe.',
      ),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await cardName()).toBe('Member2'));
  });
});
