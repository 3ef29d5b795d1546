import type { AdminUser, MemberOverview, ReportQueueItem } from '@dating/shared';
import { admin } from '../../test/renderApp';

export const session = { 'GET /api/auth/session': { status: 200, body: { user: admin } } };

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    username: 'thida',
    first_name: 'Thida',
    avatar_url: null,
    coins: 12500,
    role: 'user',
    is_blocked: false,
    onboarding_complete: true,
    created_at: '2024-03-05T08:00:00.000Z',
    duplicate_photo_of: [],
    ...overrides,
  };
}

export function reportGroup(overrides: Partial<ReportQueueItem> = {}): ReportQueueItem {
  const user = adminUser();
  return {
    user: {
      id: user.id,
      username: user.username,
      first_name: user.first_name,
      avatar_url: null,
      is_blocked: false,
      role: 'user',
    },
    count: 2,
    open_count: 2,
    severe: true,
    oldest_open_at: '2024-03-05T09:00:00.000Z',
    reports: [
      {
        id: '44444444-4444-4444-8444-444444444444',
        reason: 'Feels like spam or a scam',
        details: 'Asked me for money',
        reporter: { id: '55555555-5555-4555-8555-555555555555', username: 'aung' },
        status: 'pending',
        created_at: '2024-03-06T09:00:00.000Z',
        resolved_at: null,
        resolved_by: null,
        resolution: null,
      },
      {
        id: '66666666-6666-4666-8666-666666666666',
        reason: 'Inappropriate Photos',
        details: null,
        reporter: { id: '77777777-7777-4777-8777-777777777777', username: 'mya' },
        status: 'pending',
        created_at: '2024-03-05T09:00:00.000Z',
        resolved_at: null,
        resolved_by: null,
        resolution: null,
      },
    ],
    duplicate_photo_of: [],
    ...overrides,
  };
}

/** A page of the Reports queue. */
export function queuePage(
  items: ReportQueueItem[],
  total = items.length,
  nextCursor: string | null = null,
) {
  return { items, total, next_cursor: nextCursor };
}

export const counts = {
  'GET /api/admin/queues/counts': {
    status: 200,
    body: { reports: 7, kyc: 2, deposits: 3, withdrawals: 0, suspected: 4 },
  },
};

export function memberOverview(overrides: Partial<MemberOverview> = {}): MemberOverview {
  const group = reportGroup();
  return {
    user: {
      ...adminUser(),
      is_verified: false,
      kyc_status: null,
      blocked_reason: null,
      blocked_at: null,
      blocked_by: null,
      bio: 'Hello there',
    },
    photos: ['/files/media/x/photo.webp'],
    reports_against: group.reports,
    reports_filed: [],
    verifications: [],
    ledger: [],
    transactions: [],
    linked_accounts: [
      { id: '88888888-8888-4888-8888-888888888888', username: 'copycat', kinds: ['photo'] },
    ],
    face_links: [],
    audit: [],
    ...overrides,
  };
}
