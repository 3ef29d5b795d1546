export * from './paths.js';
export * from './storage.js';
