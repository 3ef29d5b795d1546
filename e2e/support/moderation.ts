import {
  type APIRequestContext,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import {
  ADMIN,
  type OnboardedMember,
  onboardedMemberByApi,
  PHOTO_JPEG,
  signInThroughForm,
  uniqueProof,
} from './members';

/** A tiny valid PNG (6×8): a second, different selfie. */
const SKY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAICAIAAABVpBlvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQI12PgW/oSDTEMBiEAx9JNQQHXLjwAAAAASUVORK5CYII=',
  'base64',
);

/** API helpers of the moderation journeys: members, reports and admin calls, each in a jar. */
export class ModerationApi {
  private constructor(
    private readonly newContext: () => Promise<APIRequestContext>,
    private readonly baseURL: string,
    private readonly admin: APIRequestContext,
  ) {}

  static async start(newContext: () => Promise<APIRequestContext>, baseURL: string) {
    const admin = await newContext();
    const signIn = await admin.post('/api/auth/signin', {
      headers: { origin: baseURL },
      data: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(signIn.status()).toBe(200);
    return new ModerationApi(newContext, baseURL, admin);
  }

  get headers() {
    return { origin: this.baseURL };
  }

  /**
   * `count` onboarded members, created a few at a time, each in a cookie jar of its own; `draft`
   * changes their onboarding answers (onboardedMemberByApi's: a woman interested in men).
   */
  async members(
    count: number,
    firstName = 'Mod',
    draft: Record<string, unknown> = {},
  ): Promise<(OnboardedMember & { api: APIRequestContext })[]> {
    const made: (OnboardedMember & { api: APIRequestContext })[] = [];
    while (made.length < count) {
      const batch = Math.min(6, count - made.length);
      made.push(
        ...(await Promise.all(
          Array.from({ length: batch }, async () => {
            const api = await this.newContext();
            const member = await onboardedMemberByApi(api, this.baseURL, {
              ...draft,
              first_name: firstName,
            });
            return { ...member, api };
          }),
        )),
      );
    }
    return made;
  }

  async report(from: { api: APIRequestContext }, targetId: string, reason: string, details = '') {
    const res = await from.api.post('/api/reports', {
      headers: this.headers,
      data: { reported_user_id: targetId, reason, details },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  /**
   * Resolves the members' open reports as the admin, a hundred at a time. A decision names the
   * reports it closes (what a moderator saw), so they are read from the open queue first.
   */
  async resolve(ids: string[]) {
    const wanted = new Set(ids);
    const open = new Map<string, string[]>();
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
      const page = (await this.get(`/api/admin/reports?${query}`)) as {
        items: { user: { id: string }; reports: { id: string; status: string }[] }[];
        next_cursor: string | null;
      };
      for (const group of page.items) {
        if (!wanted.has(group.user.id)) continue;
        open.set(
          group.user.id,
          group.reports.filter((r) => r.status === 'pending').map((r) => r.id),
        );
      }
      cursor = page.next_cursor;
    } while (cursor);
    const members = [...open.keys()];
    for (let i = 0; i < members.length; i += 100) {
      const chunk = members.slice(i, i + 100);
      const res = await this.admin.post('/api/admin/reports/resolve', {
        headers: this.headers,
        data: { user_ids: chunk, report_ids: chunk.flatMap((id) => open.get(id) ?? []) },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  }

  /** A POST as the admin (idempotent decisions carry a fresh key). */
  post(path: string, data: unknown) {
    return this.admin.post(path, {
      headers: { ...this.headers, 'idempotency-key': crypto.randomUUID() },
      data,
    });
  }

  async get(path: string) {
    const res = await this.admin.get(path);
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  }

  /**
   * Something in every admin list, made by this test itself: a pending verification, a pending
   * deposit, an approved and a rejected one, a pending withdrawal, an open and a resolved report.
   */
  async fillAdminLists(firstName: string) {
    const [kyc, payer, saver, reporter] = await this.members(4, firstName);
    if (!kyc || !payer || !saver || !reporter) throw new Error('members');
    const selfies = await kyc.api.post('/api/verification', {
      headers: this.headers,
      multipart: {
        selfie1: { name: 'one.jpg', mimeType: 'image/jpeg', buffer: PHOTO_JPEG },
        selfie2: { name: 'two.png', mimeType: 'image/png', buffer: SKY_PNG },
        challenge1: 'big_smile',
        challenge2: 'thumbs_up',
      },
    });
    expect(selfies.status(), await selfies.text()).toBe(201);
    const deposit = async (who: { api: APIRequestContext }, ref: string) => {
      const res = await who.api.post('/api/wallet/deposits', {
        headers: this.headers,
        multipart: {
          payment_method: 'kbzpay',
          transaction_ref: ref,
          amount_kyat: '50000',
          proof: uniqueProof(),
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    await deposit(payer, `W${Date.now()}A`);
    const approved = await this.post(
      `/api/admin/deposits/${await deposit(saver, `W${Date.now()}B`)}/approve`,
      // Not the quoted 50,000 coins: an approval of another amount says why (four eyes).
      { amount: 5000, reason: 'The screenshot shows 5,000 Kyat.' },
    );
    expect(approved.status(), await approved.text()).toBe(200);
    const rejected = await this.post(
      `/api/admin/deposits/${await deposit(payer, `W${Date.now()}C`)}/reject`,
      {
        admin_notes: 'The screenshot does not show the amount.',
      },
    );
    expect(rejected.status(), await rejected.text()).toBe(200);
    const withdrawal = await saver.api.post('/api/wallet/withdrawals', {
      headers: this.headers,
      data: { amount: 1000, payout_details: 'KBZ Pay 09 123 456 789, Hnin Wai Phyo Aung' },
    });
    expect(withdrawal.status(), await withdrawal.text()).toBe(201);
    await this.report(reporter, kyc.id, 'Feels like spam or a scam', 'Asked for money '.repeat(12));
    await this.report(reporter, payer.id, 'Other');
    await this.resolve([payer.id]);
    return { kyc, payer, saver, reporter };
  }

  async dispose(extra: { api: APIRequestContext }[] = []) {
    await Promise.all([this.admin.dispose(), ...extra.map((m) => m.api.dispose())]);
  }
}

export async function signInAsAdmin(page: Page) {
  await signInThroughForm(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** The open count the sidebar shows for a queue (the number, not the screen-reader text). */
export function sidebarCount(
  page: Page,
  queue: 'reports' | 'suspected' | 'kyc' | 'deposits' | 'withdrawals',
) {
  return page.locator(`aside [data-queue="${queue}"] [aria-hidden="true"]`);
}

/** Every admin screen with a list, in the sidebar's order. */
export const ADMIN_SCREENS = [
  '/admin',
  '/admin/users',
  '/admin/kyc',
  '/admin/reports',
  '/admin/suspected',
  '/admin/deposits',
  '/admin/withdrawals',
  '/admin/history',
  '/admin/audit',
] as const;

/**
 * Signs `page` in as the admin, with items in every admin list made here (whatever ran before);
 * answers a function that frees the members' API contexts.
 */
export async function adminWithFullLists(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  firstName: string,
): Promise<() => Promise<void>> {
  const api = await ModerationApi.start(() => playwright.request.newContext({ baseURL }), baseURL);
  const members = await api.fillAdminLists(firstName);
  const signIn = await page.request.post('/api/auth/signin', {
    data: ADMIN,
    headers: { origin: baseURL },
  });
  expect(signIn.status()).toBe(200);
  return () => api.dispose(Object.values(members));
}

/** An admin screen is ready to check once its list has loaded (no loading rows left). */
export async function adminScreenLoaded(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main [role=status]')).toHaveCount(0);
}

/**
 * Runs a journey's `check` on every admin screen, each list filled first (cards, badges and
 * buttons are checked, not only empty lists) and loaded.
 */
export async function checkEveryAdminScreen(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  firstName: string,
  check: (page: Page, path: string, ready: () => Promise<void>) => Promise<void>,
) {
  const done = await adminWithFullLists(page, playwright, baseURL, firstName);
  for (const path of ADMIN_SCREENS) await check(page, path, () => adminScreenLoaded(page));
  await done();
}
