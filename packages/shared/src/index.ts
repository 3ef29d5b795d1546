export * from './age.js';
export * from './constants.js';
export * from './errors.js';
export * from './schemas/auth.js';
export * from './schemas/common.js';
export * from './schemas/discovery.js';
export * from './schemas/geo.js';
export * from './schemas/profile.js';
