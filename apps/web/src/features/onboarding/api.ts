import {
  ERROR_MESSAGES,
  errorResponseSchema,
  geoReverseResponseSchema,
  type OnboardingRequest,
  type OwnProfile,
  ownProfileSchema,
  photoUploadResponseSchema,
  type SessionUser,
} from '@dating/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, getImpersonationToken, isApiError } from '../../lib/api';
import { SESSION_QUERY_KEY } from '../../lib/queryClient';
import { profileKeys } from '../profile';
import type { UploadedPhoto } from './draft';

/** City names the spec uses when the reverse lookup has no town (spec section 5). */
export const CURRENT_LOCATION = 'Current Location';
export const UNKNOWN_LOCATION = 'Unknown Location';

/**
 * The town nearest to a point. No town near (404) → 'Current Location'; an answer without a
 * usable name → 'Unknown Location'; any other failure throws.
 */
export async function lookupCity(latitude: number, longitude: number): Promise<string> {
  const query = new URLSearchParams({ lat: latitude.toFixed(6), lon: longitude.toFixed(6) });
  let data: unknown;
  try {
    data = await apiFetch(`/api/geo/reverse?${query}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return CURRENT_LOCATION;
    throw error;
  }
  const parsed = geoReverseResponseSchema.safeParse(data);
  return (parsed.success && parsed.data.city.trim()) || UNKNOWN_LOCATION;
}

function apiErrorFrom(status: number, data: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(data);
  if (parsed.success) {
    const { code, message, params } = parsed.data.error;
    return new ApiError(status, code, message, params);
  }
  const code = status === 401 ? 'UNAUTHENTICATED' : status === 429 ? 'RATE_LIMITED' : 'INTERNAL';
  return new ApiError(status, code, ERROR_MESSAGES[code]);
}

/**
 * POST /api/me/photos as multipart `file`, through XMLHttpRequest for its upload progress
 * (fetch has none). Same credentials as apiFetch: the cookie, or this tab's bearer token.
 */
export function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/me/photos');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getImpersonationToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(apiErrorFrom(xhr.status, data));
      const parsed = photoUploadResponseSchema.safeParse(data);
      if (parsed.success) resolve(parsed.data);
      else reject(apiErrorFrom(500, undefined));
    });
    const networkError = () => reject(new ApiError(0, 'INTERNAL', ERROR_MESSAGES.INTERNAL));
    xhr.addEventListener('error', networkError);
    xhr.addEventListener('abort', networkError);
    xhr.addEventListener('timeout', networkError);
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

/** A 401 means the session ended: let the guards find out. */
function useOnUnauthenticated() {
  const client = useQueryClient();
  return (error: unknown) => {
    if (isApiError(error) && error.status === 401) {
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  };
}

export interface UploadVariables {
  file: File;
  onProgress: (fraction: number) => void;
}

export function useUploadPhoto() {
  const onError = useOnUnauthenticated();
  return useMutation({
    mutationFn: ({ file, onProgress }: UploadVariables) => uploadPhoto(file, onProgress),
    onError,
  });
}

/** DELETE /api/me/photos: the photo was uploaded during onboarding and is no longer wanted. */
export function useRemovePhoto() {
  const onError = useOnUnauthenticated();
  return useMutation({
    mutationFn: (path: string) => apiFetch('/api/me/photos', { method: 'DELETE', body: { path } }),
    onError,
  });
}

/** POST /api/me/onboarding; on success the session says onboarding is complete. */
export function useCompleteOnboarding() {
  const client = useQueryClient();
  const onError = useOnUnauthenticated();
  return useMutation({
    mutationFn: (body: OnboardingRequest) =>
      apiFetch<OwnProfile>('/api/me/onboarding', { body, parse: ownProfileSchema.parse }),
    onSuccess: (profile) => {
      client.setQueryData(profileKeys.me, profile);
      // The guards read the session: mark it complete now, then re-read it from the server.
      client.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (user) =>
        user ? { ...user, onboarding_complete: true } : user,
      );
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void client.invalidateQueries({ queryKey: profileKeys.me });
    },
    onError,
  });
}
