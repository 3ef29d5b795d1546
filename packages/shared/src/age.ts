/**
 * Age in whole years from a YYYY-MM-DD birthdate (docs/product.md#profile-and-settings), on the
 * given day (UTC).
 */
export function ageFromBirthdate(birthdate: string, today: Date = new Date()): number {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A real calendar date written YYYY-MM-DD. */
export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
