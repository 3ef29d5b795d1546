import {
  type GeoSearchResponse,
  geoReverseResponseSchema,
  geoSearchResponseSchema,
  type OnboardingRequest,
  type OwnProfile,
  ownProfileSchema,
  type SessionUser,
} from '@dating/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../lib/api';
import { SESSION_QUERY_KEY } from '../../lib/queryClient';
import { profileKeys } from '../profile';

/** City names used when the reverse lookup has no town (docs/product.md#onboarding). */
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

/**
 * A town by its name (GET /api/geo/search), for a member who cannot or will not share their
 * position: null when the gazetteer knows no such place (404); any other failure throws.
 */
export async function searchTown(text: string): Promise<GeoSearchResponse | null> {
  const query = new URLSearchParams({ q: text.trim() });
  try {
    return await apiFetch(`/api/geo/search?${query}`, { parse: geoSearchResponseSchema.parse });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
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
