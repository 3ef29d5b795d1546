export { loadGazetteer } from './gazetteer.js';
export {
  createOfflineGeocoder,
  distanceKm,
  type Geocoder,
  getOfflineGeocoder,
  MAX_REVERSE_KM,
  type ReverseResult,
  type SearchResult,
  townNameMy,
} from './geocoder.js';
export { placeKeys } from './normalize.js';
export type { Place } from './places.js';
export { type GeoRoutesOptions, geoRoutes } from './routes.js';
