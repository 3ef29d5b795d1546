/** drizzle wraps driver errors; the PostgreSQL SQLSTATE is on the error or its cause. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => sqlStateOf(error) === '23503';
export const isCheckViolation = (error: unknown) => sqlStateOf(error) === '23514';
