export * from './images.js';
export * from './store.js';
