import { z } from 'zod';

/** Longest place text accepted by `GET /api/geo/search` (and the profile's search location). */
export const GEO_SEARCH_MAX_LENGTH = 100;

/**
 * A decimal coordinate from a query string. Strict on purpose: `z.coerce.number()` would take
 * `lat=` as 0 and `0x10` as 16.
 */
const coordinateSchema = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .regex(/^[-+]?(\d+\.?\d*|\.\d+)$/, `${label} must be a number.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `${label} must be between -${limit} and ${limit}.`)
        .max(limit, `${label} must be between -${limit} and ${limit}.`),
    );

/** `GET /api/geo/reverse?lat=&lon=` */
export const geoReverseQuerySchema = z.object({
  lat: coordinateSchema('Latitude', 90),
  lon: coordinateSchema('Longitude', 180),
});
export type GeoReverseQuery = z.infer<typeof geoReverseQuerySchema>;

/**
 * The town a local names for a point (an urban township of Yangon, Mandalay or Nay Pyi Taw
 * answers its city), in English and Burmese, with its township and state or region (English).
 */
export const geoReverseResponseSchema = z.object({
  city: z.string(),
  city_my: z.string(),
  township: z.string(),
  region: z.string(),
});
export type GeoReverseResponse = z.infer<typeof geoReverseResponseSchema>;

/** `GET /api/geo/search?q=` */
export const geoSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Please enter a location.')
    .max(GEO_SEARCH_MAX_LENGTH, `Location must be at most ${GEO_SEARCH_MAX_LENGTH} characters.`),
});
export type GeoSearchQuery = z.infer<typeof geoSearchQuerySchema>;

/**
 * The town of the place found (`name`, Burmese `name_my`: a Yangon township answers Yangon),
 * the place's township and state or region (English), and the place's own point.
 */
export const geoSearchResponseSchema = z.object({
  name: z.string(),
  name_my: z.string(),
  township: z.string(),
  region: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeoSearchResponse = z.infer<typeof geoSearchResponseSchema>;
