import type { SuspectedItem } from '@dating/shared';

/** Members of a scam ring and their contacts, as the Suspected queue names them. */
export const ringMember = { id: '33333333-3333-4333-8333-333333333333', username: 'ring_lin' };
const contact = (n: number) => ({
  id: `5555555${n}-5555-4555-8555-55555555555${n}`,
  username: `contact_${n}`,
});
const match = (n: number) => `6666666${n}-6666-4666-8666-66666666666${n}`;
export const linkedAccount = {
  id: '77777777-7777-4777-8777-777777777777',
  username: 'ring_second',
  is_blocked: true,
};

export const payoutTwin = {
  id: '88888888-8888-4888-8888-888888888888',
  username: 'ring_third',
  is_blocked: false,
};

/** An open item with every kind of signal and its evidence. */
export function suspectedItem(overrides: Partial<SuspectedItem> = {}): SuspectedItem {
  const at = '2026-11-28T09:00:00.000Z';
  return {
    user: {
      ...ringMember,
      first_name: 'Lin',
      avatar_url: null,
      is_blocked: false,
      role: 'user',
      created_at: '2026-11-27T08:00:00.000Z',
    },
    score: 205,
    state: 'open',
    flagged_at: '2026-11-28T10:00:00.000Z',
    resolved_at: null,
    resolved_by: null,
    resolution: null,
    blocked: false,
    signals: [
      {
        kind: 'repeated_opener',
        weight: 40,
        evidence: {
          kind: 'repeated_opener',
          text: 'Hi dear, I trade gold online and can teach you to earn',
          match_count: 5,
          conversations: [1, 2, 3, 4, 5].map((n) => ({ match_id: match(n), with: contact(n), at })),
        },
      },
      {
        kind: 'off_app_asks',
        weight: 40,
        evidence: {
          kind: 'off_app_asks',
          conversation_count: 3,
          messages: [1, 2, 3].map((n) => ({
            match_id: match(n),
            with: contact(n),
            at,
            text: `Add my Telegram @goldlin${n}`,
          })),
        },
      },
      {
        kind: 'reports',
        weight: 30,
        evidence: {
          kind: 'reports',
          reporter_count: 2,
          reports: [1, 2].map((n) => ({
            reporter: contact(n),
            reason: 'Feels like spam or a scam',
            details: n === 1 ? 'Asked me to invest' : null,
            at,
          })),
        },
      },
      {
        kind: 'linked_accounts',
        weight: 15,
        evidence: {
          kind: 'linked_accounts',
          links: [
            { via: 'device', user: linkedAccount, detail: 'same browser' },
            { via: 'payout', user: payoutTwin, detail: '…4567' },
          ],
        },
      },
      {
        kind: 'machine_likes',
        weight: 30,
        evidence: { kind: 'machine_likes', likes: 1200, median_gap_ms: 85, account_age_hours: 26 },
      },
    ],
    ...overrides,
  };
}
