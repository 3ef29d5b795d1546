import { describe, expect, it, vi } from 'vitest';
import { isOwnMatch, likeSending, onLikeSent } from './likeSignals';

describe('likeSignals', () => {
  it("counts a match as this tab's own while the like is on its way and shortly after", () => {
    const settle = likeSending('member-a');
    expect(isOwnMatch('member-a')).toBe(true);
    settle({ matched: true });
    expect(isOwnMatch('member-a')).toBe(true);
    expect(isOwnMatch('member-a', Date.now() + 61_000)).toBe(false);
  });

  it('forgets a like that made no match, or failed, so a later like back shows live', () => {
    likeSending('member-b')({ matched: false });
    expect(isOwnMatch('member-b')).toBe(false);
    likeSending('member-c')(null);
    expect(isOwnMatch('member-c')).toBe(false);
  });

  it('tells listeners about likes that went through, not failed ones', () => {
    const listener = vi.fn();
    const off = onLikeSent(listener);
    likeSending('member-d')({ matched: true });
    likeSending('member-e')(null);
    off();
    likeSending('member-f')({ matched: false });
    expect(listener.mock.calls).toEqual([[{ userId: 'member-d', matched: true }]]);
  });
});
