import { LIKE_UNDO_MS } from '@dating/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardName, likePhoto, ownClock, renderDeck, topCard } from '../testDeck';
import { candidate } from '../testFixtures';

// The undo window, long enough that a slow run never reaches it by itself: a test ends it on
// the test's clock.
vi.mock('@dating/shared', async (original) => ({
  ...(await original<typeof import('@dating/shared')>()),
  LIKE_UNDO_MS: 60_000,
}));

/** A photo like waits on the device with Undo, then goes once (components/heldLike.ts). */
describe('A photo like on the deck', () => {
  beforeEach(() => {
    vi.useFakeTimers(ownClock);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("Undo brings a liked photo's card back, and that like is never sent", async () => {
    const { swipes, user } = renderDeck([candidate(1), candidate(2)]);
    await topCard();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await likePhoto(user, 'Like photo 2 of Member1');
    await waitFor(async () => expect(await cardName()).toBe('Member2'));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await cardName()).toBe('Member1');
    expect(screen.getByRole('img', { name: 'Photo 2 of 2 of Member1' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LIKE_UNDO_MS * 2));
    expect(swipes).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('sends a held photo like at once, and once, on the next swipe or on leaving the deck', async () => {
    const { fetchMock, swipes, user } = renderDeck([candidate(1), candidate(2), candidate(3)]);
    const photoLike = (n: number) => ({
      target_user_id: candidate(n).user_id,
      action: 'like',
      photo_index: 0,
    });
    await topCard();
    await likePhoto(user, 'Like photo 1 of Member1');
    await waitFor(async () => expect(await cardName()).toBe('Member2'));
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(swipes).toHaveLength(2));
    expect(swipes).toContainEqual(photoLike(1));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();

    // Member3's photo like, then the member opens another tab of the app: sent on the way out,
    // in a request that outlives the page.
    await waitFor(async () => expect(await cardName()).toBe('Member3'));
    await likePhoto(user, 'Like photo 1 of Member3');
    await user.click(screen.getByRole('link', { name: 'Explore' }));
    await waitFor(() => expect(swipes).toHaveLength(3));
    expect(swipes[2]).toEqual(photoLike(3));
    const sent = fetchMock.mock.calls.filter(([url]) => url === '/api/swipes');
    expect(sent.at(-1)?.[1]?.keepalive).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(LIKE_UNDO_MS * 2));
    expect(swipes).toHaveLength(3);
  });

  it('sends a held photo like when the tab is closed', async () => {
    const { fetchMock, swipes, user } = renderDeck([candidate(1), candidate(2)]);
    await topCard();
    await likePhoto(user, 'Like photo 1 of Member1');
    await waitFor(async () => expect(await cardName()).toBe('Member2'));
    expect(swipes).toEqual([]);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(swipes).toHaveLength(1));
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/swipes');
    expect(sent?.[1]?.keepalive).toBe(true);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(LIKE_UNDO_MS * 2));
    expect(swipes).toHaveLength(1);
  });

  it("shows It's a Match! when the like, sent at the window's end, makes one", async () => {
    const { user } = renderDeck([candidate(1), candidate(2)], {
      'POST /api/swipes': { status: 200, body: { matched: true } },
    });
    await topCard();
    await likePhoto(user, 'Like photo 1 of Member1');
    await waitFor(async () => expect(await cardName()).toBe('Member2'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(LIKE_UNDO_MS));
    const popup = await screen.findByRole('dialog', { name: "It's a Match!" });
    expect(popup).toHaveTextContent('You and Member1 have liked each other.');
    await user.click(within(popup).getByRole('button', { name: 'Keep Swiping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await cardName()).toBe('Member2');
  });
});
