/**
 * Tells the app's other tabs that this tab signed in or out (BroadcastChannel 'auth', plus a
 * localStorage `storage` event for browsers without BroadcastChannel or with it blocked).
 */
export type AuthEvent = { type: 'signout'; to: string } | { type: 'signin' };

const CHANNEL_NAME = 'auth';
const STORAGE_KEY = 'auth_event';

interface Envelope {
  id: string;
  /** The sending tab: a BroadcastChannel also reaches other channels of the same tab. */
  tab: string;
  event: AuthEvent;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const { id, tab, event } = value as Partial<Envelope>;
  if (
    typeof id !== 'string' ||
    typeof tab !== 'string' ||
    typeof event !== 'object' ||
    event === null
  )
    return false;
  return event.type === 'signin' || (event.type === 'signout' && typeof event.to === 'string');
}

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const THIS_TAB = newId();

export function broadcastAuthEvent(event: AuthEvent): void {
  const envelope: Envelope = { id: newId(), tab: THIS_TAB, event };
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.postMessage(envelope);
    channel.close();
  }
  try {
    // Setting then removing fires `storage` in the other tabs and leaves nothing behind.
    localStorage.setItem(STORAGE_KEY, JSON.stringify(envelope));
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: the BroadcastChannel message is all we can send
  }
}

/** Calls `listener` once per event from another tab (both transports are de-duplicated). */
export function subscribeAuthEvents(listener: (event: AuthEvent) => void): () => void {
  const seen = new Set<string>();
  const deliver = (value: unknown) => {
    if (!isEnvelope(value) || value.tab === THIS_TAB || seen.has(value.id)) return;
    seen.add(value.id);
    listener(value.event);
  };

  let channel: BroadcastChannel | null = null;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (message: MessageEvent) => deliver(message.data);
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      deliver(JSON.parse(event.newValue));
    } catch {
      // not ours
    }
  };
  window.addEventListener('storage', onStorage);

  return () => {
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}
