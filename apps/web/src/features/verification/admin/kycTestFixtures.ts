import type { AdminKycDecisionResponse, AdminKycRequest } from '@dating/shared';
import { admin, type MockReply, mockApi, renderApp } from '../../../test/renderApp';

/** Test data of the KYC screen's tests (AdminKycScreen*.test.tsx). */

export const userId = '55555555-5555-4555-8555-555555555555';
export const requestId = '66666666-6666-4666-8666-666666666666';
export const base = `/files/kyc/${userId}/${requestId}`;

export function kycItem(overrides: Partial<AdminKycRequest> = {}): AdminKycRequest {
  return {
    id: requestId,
    user: { id: userId, username: 'thida', first_name: 'Thida' },
    selfie1_url: `${base}/selfie1.jpg`,
    selfie2_url: `${base}/selfie2.jpg`,
    avatar_snapshot_url: `${base}/avatar.jpg`,
    challenge1: 'peace_sign',
    challenge2: 'touch_nose',
    status: 'pending',
    notes: null,
    created_at: '2025-03-01T08:30:00.000Z',
    decided_at: null,
    duplicate_of: {
      request_id: '77777777-7777-4777-8777-777777777777',
      user_id: userId,
      username: 'aung',
    },
    duplicate_photo_of: [],
    avatar_match: null,
    previous_denial: null,
    photos: [],
    selfie1_faces: null,
    selfie2_faces: null,
    ...overrides,
  };
}

/** A request without any flag (the A key approves it at once). */
export function cleanItem(overrides: Partial<AdminKycRequest> = {}): AdminKycRequest {
  return kycItem({ duplicate_of: null, ...overrides });
}

/** One page of GET /api/admin/kyc. */
export function kycPage(items: AdminKycRequest[], nextCursor: string | null = null): MockReply {
  return { status: 200, body: { items, next_cursor: nextCursor } };
}

/** The answer of a decision: the request as decided, and what the decision did. */
export function decided(
  item: AdminKycRequest,
  outcome: AdminKycDecisionResponse['outcome'] = 'decided',
): MockReply {
  return { status: 200, body: { ...item, outcome } };
}

/**
 * The KYC screen against canned answers: `list` may read the URL asked for (its cursor). The
 * decisions' bodies are collected in `posts`; `urls` are the list URLs asked for, in order.
 */
export function renderKyc(
  list: MockReply | ((url: URL) => MockReply),
  decision?: (body: unknown) => MockReply | Promise<MockReply>,
  id = requestId,
) {
  const posts: unknown[] = [];
  const urls: URL[] = [];
  const fetchMock = mockApi({
    'GET /api/auth/session': { status: 200, body: { user: admin } },
    'GET /api/admin/kyc': () => {
      const url = urls.at(-1) as URL;
      return typeof list === 'function' ? list(url) : list;
    },
    [`POST /api/admin/kyc/${id}/decision`]: (body) => {
      posts.push(body);
      return decision ? decision(body) : decided(kycItem({ id, status: 'approved' }));
    },
  });
  // The list handler reads the URL of the request it answers.
  const answer = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/kyc') urls.push(url);
    return (answer as NonNullable<typeof answer>)(input, init);
  });
  const view = renderApp('/admin/kyc');
  return { posts, urls, ...view };
}
