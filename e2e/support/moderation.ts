import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN, type OnboardedMember, onboardedMemberByApi, signInThroughForm } from './members';

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

  /** `count` onboarded members, created a few at a time, each in a cookie jar of its own. */
  async members(
    count: number,
    firstName = 'Mod',
  ): Promise<(OnboardedMember & { api: APIRequestContext })[]> {
    const made: (OnboardedMember & { api: APIRequestContext })[] = [];
    while (made.length < count) {
      const batch = Math.min(6, count - made.length);
      made.push(
        ...(await Promise.all(
          Array.from({ length: batch }, async () => {
            const api = await this.newContext();
            const member = await onboardedMemberByApi(api, this.baseURL, { first_name: firstName });
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

  /** Resolves the members' open reports as the admin, a hundred at a time. */
  async resolve(ids: string[]) {
    for (let i = 0; i < ids.length; i += 100) {
      const res = await this.admin.post('/api/admin/reports/resolve', {
        headers: this.headers,
        data: { user_ids: ids.slice(i, i + 100) },
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

  async dispose(extra: { api: APIRequestContext }[] = []) {
    await Promise.all([this.admin.dispose(), ...extra.map((m) => m.api.dispose())]);
  }
}

export async function signInAsAdmin(page: Page) {
  await signInThroughForm(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** The open count the sidebar shows for a queue (the number, not the screen-reader text). */
export function sidebarCount(page: Page, queue: 'reports' | 'kyc' | 'deposits' | 'withdrawals') {
  return page.locator(`aside [data-queue="${queue}"] [aria-hidden="true"]`);
}
