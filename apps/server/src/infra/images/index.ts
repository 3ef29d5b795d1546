export * from './duplicates.js';
export * from './images.js';
export * from './phash.js';
export * from './placeholder.js';
export * from './store.js';
export * from './variants.js';
