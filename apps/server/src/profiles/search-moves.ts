import { AppError } from '../infra/http/errors.js';

/**
 * Changes of the search location allowed in an hour. A person moves it a few times at most
 * (travel, a look at another town); an attacker needs dozens of points to trilaterate anyone,
 * so the limit makes that slow even against the public point (docs/product.md#location-privacy).
 */
export const SEARCH_MOVES_PER_HOUR = 4;
const HOUR_MS = 3600_000;

/**
 * The member's recent search moves with this one added, or a 429 saying when the next is
 * allowed. The caller holds the profile row's lock, so two racing changes count both.
 */
export function recordSearchMove(previous: Date[], now = new Date()): Date[] {
  const recent = previous.filter((at) => now.getTime() - at.getTime() < HOUR_MS);
  if (recent.length >= SEARCH_MOVES_PER_HOUR) {
    const oldest = Math.min(...recent.map((at) => at.getTime()));
    const minutes = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 60_000));
    throw new AppError('SEARCH_LOCATION_RATE_LIMITED', { max: SEARCH_MOVES_PER_HOUR, minutes });
  }
  return [...recent, now];
}
