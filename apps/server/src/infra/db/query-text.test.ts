import { describe, expect, it } from 'vitest';
import { escapeLike } from './like.js';
import { isUuid } from './uuid.js';

describe('escapeLike', () => {
  it('makes the wildcards and the escape character literal', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('မင်္ဂလာ')).toBe('မင်္ဂလာ');
  });
});

describe('isUuid', () => {
  it('accepts a uuid in either case and nothing around it', () => {
    expect(isUuid('0b7e5e2c-3f1a-4c1e-9a59-2d4f8f6a1b3c')).toBe(true);
    expect(isUuid('0B7E5E2C-3F1A-4C1E-9A59-2D4F8F6A1B3C')).toBe(true);
    expect(isUuid(' 0b7e5e2c-3f1a-4c1e-9a59-2d4f8f6a1b3c')).toBe(false);
    expect(isUuid('0b7e5e2c3f1a4c1e9a592d4f8f6a1b3c')).toBe(false);
    expect(isUuid('')).toBe(false);
  });
});
