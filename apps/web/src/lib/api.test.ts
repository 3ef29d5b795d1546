import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, IMPERSONATION_TOKEN_KEY, setSignedOut } from './api';

function reply(status: number, body?: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
}

describe('apiFetch', () => {
  afterEach(() => sessionStorage.clear());

  it('sends JSON with the cookie and parses the answer', async () => {
    const fetchMock = reply(200, { ok: 1 });
    globalThis.fetch = fetchMock as typeof fetch;
    await expect(apiFetch('/api/x', { body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/x');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends nothing that needs a session once the tab is signed out, but still signs in', async () => {
    const fetchMock = reply(200, { user: null });
    globalThis.fetch = fetchMock as typeof fetch;
    setSignedOut(true);
    try {
      await expect(apiFetch('/api/admin/queues/counts')).rejects.toMatchObject({ status: 401 });
      expect(fetchMock).not.toHaveBeenCalled();
      await expect(apiFetch('/api/auth/session')).resolves.toEqual({ user: null });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      setSignedOut(false);
    }
    await apiFetch('/api/me');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('adds the bearer token of a "View As" tab', async () => {
    sessionStorage.setItem(IMPERSONATION_TOKEN_KEY, 'tok');
    const fetchMock = reply(204);
    globalThis.fetch = fetchMock as typeof fetch;
    await expect(apiFetch('/api/y', { method: 'DELETE' })).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('throws ApiError with code, message, params and status', async () => {
    globalThis.fetch = reply(422, {
      error: { code: 'WITHDRAWAL_MAXIMUM', message: 'max', params: { max: 4540 } },
    }) as typeof fetch;
    const error = await apiFetch('/api/z').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'WITHDRAWAL_MAXIMUM',
      message: 'max',
      params: { max: 4540 },
      status: 422,
    });
  });

  it('maps an answer without the error shape to INTERNAL', async () => {
    globalThis.fetch = reply(502) as typeof fetch;
    await expect(apiFetch('/api/z')).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
  });
});
