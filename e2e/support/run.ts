import path from 'node:path';

/** The port of this run's server: runs on different ports (E2E_PORT) never meet. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * This run's data folder: playwright.config.ts empties it before the server starts, so what a
 * journey leaves here (the admins' one-time passwords, the places handed out) lasts one run.
 */
export const DATA_DIR = path.join(import.meta.dirname, '..', `.data-${PORT}`);
