import { describe, expect, it } from 'vitest';
import { forgetSaved, readSaved, save, savedNames } from './deviceStore';

describe('the device store', () => {
  it('keeps at most 40 entries, dropping the oldest', () => {
    for (let i = 1; i <= 41; i++) save(`conversation-${i}`, { i }, 1000 + i);
    expect(savedNames()).toHaveLength(40);
    expect(readSaved('conversation-1')).toBeUndefined();
    expect(readSaved('conversation-41')).toEqual({ at: 1041, data: { i: 41 } });
  });

  it('forgets only its own keys', () => {
    localStorage.setItem('language', 'my');
    save('deck', []);
    forgetSaved();
    expect(savedNames()).toEqual([]);
    expect(localStorage.getItem('language')).toBe('my');
  });
});
