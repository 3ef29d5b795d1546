import {
  ENTRY_ERROR_MESSAGES,
  ERROR_CODE_PATTERN,
  type ErrorCode,
  type ErrorParams,
} from '@dating/shared';
import { noteNetworkAnswer, noteNetworkFailure } from './offline/network';

/** sessionStorage key of an admin "View As" tab's bearer token (docs/product.md#view-as). */
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

/**
 * The error shape of the API (docs/architecture.md#error-shape): `code`, the server's English
 * `message`, optional `params`.
 */
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

/** What a request that found no connection throws (also said before trying, when offline). */
export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK_UNAVAILABLE', ENTRY_ERROR_MESSAGES.NETWORK_UNAVAILABLE);
}

/** A request that found no connection (not an answer of the server). */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.code === 'NETWORK_UNAVAILABLE';
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

/**
 * Code-shaped, not looked up in ERROR_MESSAGES: the entry chunk does without the English
 * messages (a code the catalogues lack shows the server's own message).
 */
function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && ERROR_CODE_PATTERN.test(value);
}

/**
 * The `error` of an API error answer when it has the API's error shape. Checked by hand, not with
 * the shared zod schema: this module is in the entry chunk, which stays free of zod (issue #9).
 */
function errorBodyOf(
  data: unknown,
): { code: ErrorCode; message: string; params?: ErrorParams } | undefined {
  const error = (data as { error?: unknown } | null | undefined)?.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, params } = error as Record<string, unknown>;
  if (!isErrorCode(code) || typeof message !== 'string') return undefined;
  const validParams =
    typeof params === 'object' &&
    params !== null &&
    Object.values(params).every((v) => typeof v === 'string' || typeof v === 'number');
  return { code, message, params: validParams ? (params as ErrorParams) : undefined };
}

/** The ApiError of a non-2xx answer with status `status` and (parsed JSON) body `data`. */
export function apiErrorOf(status: number, data: unknown): ApiError {
  const body = errorBodyOf(data);
  if (body) return new ApiError(status, body.code, body.message, body.params);
  const code = status === 401 ? 'UNAUTHENTICATED' : status === 429 ? 'RATE_LIMITED' : 'INTERNAL';
  return new ApiError(status, code, ENTRY_ERROR_MESSAGES[code]);
}

async function readError(response: Response): Promise<ApiError> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  return apiErrorOf(response.status, data);
}

/**
 * Set while this tab is signed out (features/auth's endSession and startSession): a request that
 * needs a session is refused here instead of sent, so a screen still mounted for a moment after
 * a sign-out (another tab's, say) refetches into no failed request.
 */
let signedOut = false;
export function setSignedOut(value: boolean): void {
  signedOut = value;
}

/**
 * fetch wrapper for `/api`: sends the session cookie (and the impersonation bearer token when
 * this tab has one), JSON in and out, and throws ApiError for every non-2xx answer.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, parse } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getImpersonationToken();
  if (signedOut && !token && !path.startsWith('/api/auth/')) {
    throw new ApiError(401, 'UNAUTHENTICATED', 'Signed out.');
  }
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
    noteNetworkFailure();
    throw networkError();
  }
  noteNetworkAnswer();

  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return parse ? parse(data) : (data as T);
}
