// Background analysis threads (face and receipt workers) run at the lowest CPU priority, so a
// burst of uploads never slows the swipes and messages members wait for: Linux keeps a nice
// value per thread, and setpriority on a thread id changes that thread only. Elsewhere (or
// where it is refused) the thread keeps the process's priority; that is only slower, never wrong.
const fs = require('node:fs');
const os = require('node:os');

/** The nice value background threads take (19: the kernel runs them only on spare CPU). */
const BACKGROUND_NICE = 19;

/** This thread's id, from /proc/thread-self ("<pid>/task/<tid>"), or null off Linux. */
function threadId() {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/** Lowers the calling thread's priority; answers the nice value it now has, or null. */
function lowerThreadPriority() {
  const tid = threadId();
  if (tid === null) return null;
  try {
    os.setPriority(tid, BACKGROUND_NICE);
    return os.getPriority(tid);
  } catch {
    return null;
  }
}

module.exports = { BACKGROUND_NICE, lowerThreadPriority, threadId };
