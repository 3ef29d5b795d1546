import fs from 'node:fs';
import path from 'node:path';

/** The file that marks an embedded data directory as open (docs/operations.md). */
export const DATA_DIR_LOCK_FILE = 'in-use.lock';

/** Another live process has the embedded data directory open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    super(
      `The data directory ${dataDir} is in use by ${pid ? `process ${pid}` : 'another process'} ` +
        `(${path.join(dataDir, DATA_DIR_LOCK_FILE)}). The embedded database allows one process ` +
        'at a time: stop the server first, or use DATABASE_URL (a PostgreSQL server) to run ' +
        'several. If no such process runs, delete the lock file.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Lock files this process holds, so opening a directory twice in one process is refused too. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false; // ours from an earlier life (a restarted container)
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
  // A killed child not yet reaped is dead too.
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

function readPid(file: string): { text: string; pid: number | undefined } | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8');
    const pid = Number.parseInt(text, 10);
    return { text, pid: Number.isInteger(pid) && pid > 0 ? pid : undefined };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Takes the data directory for this process: the lock file, holding our pid, appears whole and
 * only if absent (a hard link of a file we wrote: O_EXCL semantics without a half-written
 * window). A lock left by a process that no longer runs is taken over; one held by a live
 * process (or by this process already) throws DataDirInUseError. Returns the release function
 * (also run at exit, so a process that exits without closing leaves no lock behind).
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, DATA_DIR_LOCK_FILE);
  if (heldHere.has(file)) throw new DataDirInUseError(dataDir, process.pid);
  const mine = `${file}.${process.pid}`;
  fs.writeFileSync(mine, `${process.pid}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(mine, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const found = readPid(file);
      if (!found) continue; // released meanwhile: try again
      if (found.pid !== undefined && isAlive(found.pid)) {
        throw new DataDirInUseError(dataDir, found.pid);
      }
      // Others keep taking it over as well: give up rather than fight.
      if (attempt >= 3) throw new DataDirInUseError(dataDir, found.pid);
      // Stale. Removed only if it is still the file we judged; then the link decides who wins.
      if (readPid(file)?.text === found.text) fs.rmSync(file, { force: true });
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
  heldHere.add(file);
  const release = () => {
    if (!heldHere.delete(file)) return;
    process.off('exit', release);
    if (readPid(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
