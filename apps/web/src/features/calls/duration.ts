/** A call's length as m:ss (h:mm:ss past an hour). */
export function durationText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** Bytes as megabytes with one decimal (1 MB = 1,000,000 bytes, as carriers count). */
export function megabytes(bytes: number): number {
  return Math.round(bytes / 100_000) / 10;
}
