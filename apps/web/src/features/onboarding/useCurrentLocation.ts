import { useCallback, useRef, useState } from 'react';
import { lookupCity } from './api';

export type LocationErrorKind = 'unsupported' | 'denied' | 'unavailable' | 'unknown' | 'city';

export interface FoundLocation {
  latitude: number;
  longitude: number;
  city: string;
}

// GeolocationPositionError codes (not every browser or test exposes the constants).
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

function kindOf(error: GeolocationPositionError): LocationErrorKind {
  switch (error.code) {
    case PERMISSION_DENIED:
      return 'denied';
    case POSITION_UNAVAILABLE:
    case TIMEOUT:
      return 'unavailable';
    default:
      return 'unknown';
  }
}

/**
 * The device's position (navigator.geolocation) and its town (GET /api/geo/reverse), with the
 * error kinds of docs/product.md#onboarding.
 */
export function useCurrentLocation(onFound: (location: FoundLocation) => void) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<LocationErrorKind | null>(null);
  const attempt = useRef(0);

  const locate = useCallback(() => {
    setError(null);
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setError('unsupported');
      return;
    }
    const current = ++attempt.current;
    setLocating(true);
    const finish = (kind: LocationErrorKind | null) => {
      if (current !== attempt.current) return;
      setLocating(false);
      setError(kind);
    };
    try {
      geolocation.getCurrentPosition(
        async ({ coords }) => {
          try {
            const city = await lookupCity(coords.latitude, coords.longitude);
            if (current !== attempt.current) return;
            onFound({ latitude: coords.latitude, longitude: coords.longitude, city });
            finish(null);
          } catch (lookupError) {
            console.error('Reverse geocoding failed', lookupError);
            finish('city');
          }
        },
        (positionError) => finish(kindOf(positionError)),
        { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
      );
    } catch (unexpected) {
      console.error('Geolocation failed', unexpected);
      finish('unknown');
    }
  }, [onFound]);

  /**
   * The town was found another way (chosen by name after a denial, issue 34): the last
   * attempt's error no longer applies, and a position still on its way must not replace the
   * chosen town. Only a new attempt can show an error again.
   */
  const settle = useCallback(() => {
    attempt.current += 1;
    setLocating(false);
    setError(null);
  }, []);

  return { locate, locating, error, settle };
}
