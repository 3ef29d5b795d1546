/**
 * Work that needs the session one last time before signing out (e.g. forgetting this device's
 * push subscription on the server). Sign-out never waits longer than the timeout for it.
 */

type Task = () => Promise<void>;

const tasks = new Set<Task>();
const TIMEOUT_MS = 3_000;

export function beforeSignOut(task: Task): () => void {
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}

/** Runs every task; failures and slowness are ignored, so signing out always goes on. */
export async function runBeforeSignOut(timeoutMs = TIMEOUT_MS): Promise<void> {
  const all = Promise.allSettled([...tasks].map((task) => task()));
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}
