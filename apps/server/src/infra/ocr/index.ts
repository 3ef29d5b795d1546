export * from './engine.js';
export * from './language-data.js';
export * from './preprocess.js';
