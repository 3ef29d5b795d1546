import { afterAll, vi } from 'vitest';

/**
 * The web tests share a worker between files (`isolate: false`, decision 043): a file starts
 * with fresh modules, and what it left outside them is swept at its end, so that the next file
 * runs as it would alone: listeners on window and document, BroadcastChannels (Node's, shared by
 * the whole worker: the auth events), timers, spies, what it set on window, navigator and
 * document (a fetch answering canned requests, a camera, a service worker...), and the page.
 */
vi.resetModules();

type Descriptors = Map<PropertyKey, PropertyDescriptor | undefined>;
const propertiesOf = (target: object): Descriptors =>
  new Map(
    Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)]),
  );
const same = (a: PropertyDescriptor | undefined, b: PropertyDescriptor | undefined) =>
  a?.value === b?.value && a?.get === b?.get && a?.set === b?.set;

/** Puts back what `target` had; `added` properties are deleted too (vitest keeps its own on globalThis). */
function restore(target: object, before: Descriptors, added: boolean) {
  for (const key of Reflect.ownKeys(target)) {
    const was = before.get(key);
    const now = Object.getOwnPropertyDescriptor(target, key);
    if (was && !same(was, now)) Object.defineProperty(target, key, was);
    else if (!was && added && now?.configurable) Reflect.deleteProperty(target, key);
  }
  for (const [key, was] of before) {
    if (was && !Object.hasOwn(target, key)) Object.defineProperty(target, key, was);
  }
}

const before = {
  globals: propertiesOf(globalThis),
  navigator: propertiesOf(navigator),
  document: propertiesOf(document),
};

type Listener = [EventTarget, string, EventListenerOrEventListenerObject, unknown];
const listeners: Listener[] = [];
const addEventListener = EventTarget.prototype.addEventListener;
const watched = new Set<EventTarget>([window, document]);
EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
  if (listener && watched.has(this)) listeners.push([this, type, listener, options]);
  return addEventListener.call(this, type, listener, options);
};

// jsdom's window methods are also on the global object, bound: `addEventListener('online', ...)`
// in a module goes there, past the prototype.
if (Object.hasOwn(globalThis, 'addEventListener')) {
  const addToWindow = globalThis.addEventListener;
  globalThis.addEventListener = ((type: string, listener: EventListener, options?: unknown) => {
    if (listener) listeners.push([window, type, listener, options]);
    return addToWindow(type, listener, options as AddEventListenerOptions);
  }) as typeof addEventListener;
}

const channels = new Set<BroadcastChannel>();
globalThis.BroadcastChannel = class extends globalThis.BroadcastChannel {
  constructor(name: string) {
    super(name);
    channels.add(this);
  }
  override close() {
    channels.delete(this);
    super.close();
  }
};

const timers = new Set<ReturnType<typeof setTimeout>>();
const { setTimeout: nodeSetTimeout, setInterval: nodeSetInterval } = globalThis;
globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
  const timer = nodeSetTimeout(...args);
  timers.add(timer);
  return timer;
}) as typeof setTimeout;
globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
  const timer = nodeSetInterval(...args);
  timers.add(timer);
  return timer;
}) as typeof setInterval;

afterAll(() => {
  EventTarget.prototype.addEventListener = addEventListener;
  for (const [target, type, listener, options] of listeners.splice(0)) {
    target.removeEventListener(type, listener, options as EventListenerOptions);
  }
  for (const channel of channels) channel.close();
  for (const timer of timers) clearTimeout(timer);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  restore(globalThis, before.globals, false);
  restore(navigator, before.navigator, true);
  restore(document, before.document, true);
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
});
