import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { threadNiceValues } from './thread-nice.js';

const modulePath = new URL('./low-priority.cjs', import.meta.url).pathname;

describe.runIf(process.platform === 'linux')('low-priority background threads', () => {
  it('lowers the calling worker thread to nice 19 and leaves the rest of the process alone', async () => {
    const before = os.getPriority(process.pid);
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       const m = require(${JSON.stringify(modulePath)});
       parentPort.postMessage({ tid: m.threadId(), nice: m.lowerThreadPriority() });
       setInterval(() => {}, 1000);`,
      { eval: true },
    );
    try {
      const reply = await new Promise<{ tid: number; nice: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(reply.nice).toBe(19);
      expect(reply.tid).not.toBe(process.pid);
      const nice = threadNiceValues();
      expect(nice.get(reply.tid)).toBe(19);
      // The main thread (tid = pid) and the process as a whole keep their priority.
      expect(nice.get(process.pid)).toBe(before);
      expect(os.getPriority(process.pid)).toBe(before);
    } finally {
      await worker.terminate();
    }
  });
});
