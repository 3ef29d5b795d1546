// `GET /files/:bucket/*`: stored files over HTTP (docs/architecture.md#file-storage).
export { type FilesRoutesOptions, filesRoutes } from './routes.js';
