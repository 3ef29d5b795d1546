export { loadGazetteer, type Town } from './gazetteer.js';
export {
  createNominatimGeocoder,
  createOfflineGeocoder,
  distanceKm,
  type Geocoder,
  getOfflineGeocoder,
  MAX_REVERSE_KM,
  type NominatimOptions,
  type OfflineGeocoder,
  type ReverseResult,
  type SearchResult,
} from './geocoder.js';
export { placeKeys } from './normalize.js';
export { type GeoRoutesOptions, geoRoutes } from './routes.js';
