import { describe, expect, it } from 'vitest';
import {
  approveDepositRequestSchema,
  withdrawalFormSchema,
  withdrawalRequestSchema,
} from './wallet.js';

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('money amounts', () => {
  it('take JSON integers only on the wire', () => {
    for (const amount of ['0x10', '1000', '1e3', true, [5], 1.5, null, {}]) {
      const result = approveDepositRequestSchema.safeParse({ amount });
      expect(messageOf(result), JSON.stringify(amount)).toBe('Please enter a valid amount.');
    }
    expect(approveDepositRequestSchema.parse({ amount: 1000 })).toEqual({ amount: 1000 });
  });

  it('refuse an empty withdrawal amount with the minimum', () => {
    const result = withdrawalRequestSchema.safeParse({ amount: '', payout_details: 'KBZ 09' });
    expect(messageOf(result)).toBe('Minimum withdrawal is 1000 coins.');
  });

  it('read the withdraw form’s digits as the amount', () => {
    const form = withdrawalFormSchema(5000);
    const parse = (amount: string) => form.safeParse({ amount, payout_details: 'KBZ 09' });
    expect(parse(' 1200 ').data?.amount).toBe(1200);
    expect(messageOf(parse(''))).toBe('Minimum withdrawal is 1000 coins.');
    expect(messageOf(parse('0x3E8'))).toBe('Please enter a valid amount.');
    expect(messageOf(parse('12.5'))).toBe('Please enter a valid amount.');
    expect(messageOf(parse('4600'))).toBe('You can withdraw a maximum of 4500 coins.');
  });
});
