import {
  ERROR_MESSAGES,
  type ErrorCode,
  type ErrorParams,
  errorResponseSchema,
} from '@dating/shared';

/** sessionStorage key of an admin "View As" tab's bearer token (DESIGN.md: impersonation). */
export const IMPERSONATION_TOKEN_KEY = 'impersonation_token';

export function getImpersonationToken(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(IMPERSONATION_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function setImpersonationToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(IMPERSONATION_TOKEN_KEY, token);
    else sessionStorage.removeItem(IMPERSONATION_TOKEN_KEY);
  } catch {
    // Storage may be unavailable (private mode); the tab then simply is not impersonating.
  }
}

/** The error shape of API.md: `code`, the server's English `message`, optional `params`. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;
  readonly status: number;

  constructor(status: number, code: ErrorCode, message: string, params?: ErrorParams) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.params = params;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Parses the JSON answer, usually a shared zod schema's `parse`. */
  parse?: (data: unknown) => T;
}

async function readError(response: Response): Promise<ApiError> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  const parsed = errorResponseSchema.safeParse(data);
  if (parsed.success) {
    const { code, message, params } = parsed.data.error;
    return new ApiError(response.status, code, message, params);
  }
  const code: ErrorCode =
    response.status === 401
      ? 'UNAUTHENTICATED'
      : response.status === 429
        ? 'RATE_LIMITED'
        : 'INTERNAL';
  return new ApiError(response.status, code, ERROR_MESSAGES[code]);
}

/**
 * fetch wrapper for `/api`: sends the session cookie (and the impersonation bearer token when
 * this tab has one), JSON in and out, and throws ApiError for every non-2xx answer.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, parse } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getImpersonationToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'include',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'INTERNAL', ERROR_MESSAGES.INTERNAL);
  }

  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return parse ? parse(data) : (data as T);
}
