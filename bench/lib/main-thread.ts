/**
 * What a page's main thread did, from a Chromium trace (Playwright's `browser.startTracing`):
 * its long tasks and where their time went, to explain a figure a benchmark missed.
 */
type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string } };
};

/** Trace categories that show the main thread's tasks and what ran inside them. */
export const MAIN_THREAD_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];

/** The names worth telling apart inside a task (the rest count as "other"). */
const KINDS = [
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'Decode Image',
  'ImageDecodeTask',
];

export type MainThreadSummary = {
  /** Busy time by kind, in ms, from navigation to `untilMs`. */
  busy: Record<string, number>;
  /** Tasks over 50 ms: start (ms after navigation), length, and their biggest part. */
  longTasks: { at: number; ms: number; mostly: string }[];
};

export function summariseMainThread(trace: Buffer, untilMs: number): MainThreadSummary {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's renderer: of the renderers' main threads, the busiest (others are blank tabs).
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const taskTime = (thread: TraceEvent) =>
    events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => taskTime(b) - taskTime(a))[0];
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === main?.pid &&
      String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!main || !navigation) return { busy: {}, longTasks: [] };
  const start = navigation.ts;
  const end = start + untilMs * 1000;
  const onMain = events.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined,
  );
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= start && e.ts <= end);
  const busy: Record<string, number> = {};
  const longTasks: MainThreadSummary['longTasks'] = [];
  for (const task of tasks) {
    const taskEnd = task.ts + (task.dur ?? 0);
    // Direct parts only: the outermost known event inside the task is counted, not its children.
    const parts = onMain.filter(
      (e) => KINDS.includes(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= taskEnd,
    );
    const outer = parts.filter(
      (p) =>
        !parts.some(
          (q) =>
            q !== p &&
            q.ts <= p.ts &&
            q.ts + (q.dur ?? 0) >= p.ts + (p.dur ?? 0) &&
            (q.dur ?? 0) > (p.dur ?? 0),
        ),
    );
    const byKind: Record<string, number> = {};
    let known = 0;
    for (const part of outer) {
      byKind[part.name] = (byKind[part.name] ?? 0) + (part.dur ?? 0) / 1000;
      known += (part.dur ?? 0) / 1000;
    }
    byKind.other = Math.max(0, (task.dur ?? 0) / 1000 - known);
    for (const [kind, ms] of Object.entries(byKind)) busy[kind] = (busy[kind] ?? 0) + ms;
    const ms = (task.dur ?? 0) / 1000;
    if (ms > 50) {
      // Named by the longest event inside it, whatever its name (the kinds above may miss it).
      const inside = onMain.filter(
        (e) =>
          e !== task &&
          !/^(RunTask|ThreadController|SequenceManager)/.test(e.name) &&
          e.ts >= task.ts &&
          e.ts + (e.dur ?? 0) <= taskEnd,
      );
      const longest = inside.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
      const mostly = longest
        ? `${longest.name} ${Math.round((longest.dur ?? 0) / 1000)} ms`
        : 'nothing traced inside';
      longTasks.push({ at: Math.round((task.ts - start) / 1000), ms: Math.round(ms), mostly });
    }
  }
  for (const kind of Object.keys(busy)) busy[kind] = Math.round(busy[kind] ?? 0);
  return { busy, longTasks };
}
