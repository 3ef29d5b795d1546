export * from './config.js';
export * from './paths.js';
export * from './s3.js';
export * from './storage.js';
