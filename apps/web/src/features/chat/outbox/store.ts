import { useCallback, useSyncExternalStore } from 'react';
import { getImpersonationToken } from '../../../lib/api';
import { outboxKey } from './start';

/** A message written here that the server has not stored yet, kept on the device in order. */
export interface WaitingMessage {
  client_id: string;
  match_id: string;
  content: string;
  created_at: string;
  /** The server refused it: it waits for the member's retry, not for the network. */
  failed?: boolean;
}

/** This tab's sending state: which message is on its way, and whether the network failed. */
interface Progress {
  sending: string | null;
  stalled: boolean;
}

export interface OutboxState extends Progress {
  items: WaitingMessage[];
}

const EMPTY: WaitingMessage[] = [];
const IDLE: Progress = { sending: null, stalled: false };

const listeners = new Set<() => void>();
/** Kept in memory only: a "View As" tab (the admin's browser) or a device without storage. */
const memory = new Map<string, WaitingMessage[]>();
const parsed = new Map<string, { raw: string | null; items: WaitingMessage[] }>();
const progress = new Map<string, Progress>();
const states = new Map<string, OutboxState>();

const notify = () => {
  for (const listener of [...listeners]) listener();
};

// Another tab of this member sent or wrote something: the device's list is the one truth.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === null || event.key.startsWith('outbox:')) notify();
});

function readStorage(key: string): WaitingMessage[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return EMPTY;
  }
  const last = parsed.get(key);
  if (last && last.raw === raw) return last.items;
  let items = EMPTY;
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (Array.isArray(value)) items = value as WaitingMessage[];
  } catch {
    // Not ours or damaged: nothing waits.
  }
  parsed.set(key, { raw, items });
  return items;
}

const read = (key: string) => memory.get(key) ?? readStorage(key);

function write(memberId: string, change: (items: WaitingMessage[]) => WaitingMessage[]) {
  const key = outboxKey(memberId);
  const items = change(read(key));
  let kept = false;
  // A "View As" tab only looks: what it writes is not the member's to keep on this device.
  if (getImpersonationToken() === null) {
    try {
      if (items.length > 0) localStorage.setItem(key, JSON.stringify(items));
      else localStorage.removeItem(key);
      kept = true;
    } catch {
      // Full or forbidden storage: kept for this tab's life.
    }
  }
  if (kept) memory.delete(key);
  else memory.set(key, items);
  notify();
}

/** What waits for `memberId`, with this tab's progress (the same object until something changes). */
export function outboxState(memberId: string): OutboxState {
  const key = outboxKey(memberId);
  const items = read(key);
  const now = progress.get(key) ?? IDLE;
  const last = states.get(key);
  if (last?.items === items && last.sending === now.sending && last.stalled === now.stalled) {
    return last;
  }
  const next = { items, ...now };
  states.set(key, next);
  return next;
}

export function setProgress(memberId: string, change: Partial<Progress>): void {
  const key = outboxKey(memberId);
  progress.set(key, { ...(progress.get(key) ?? IDLE), ...change });
  notify();
}

export function addWaiting(memberId: string, message: WaitingMessage): void {
  // Nothing was waiting: an old network failure says nothing about this message yet.
  if (read(outboxKey(memberId)).length === 0) setProgress(memberId, { stalled: false });
  write(memberId, (items) => [...items, message]);
}

export function removeWaiting(memberId: string, clientId: string): void {
  write(memberId, (items) => items.filter((m) => m.client_id !== clientId));
}

/** Refused by the server (failed) or asked again by the member (not failed). */
export function setFailed(memberId: string, clientId: string, failed: boolean): void {
  write(memberId, (items) =>
    items.map((m) => (m.client_id === clientId ? { ...m, failed: failed || undefined } : m)),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The member's waiting messages, live (this tab's sends and other tabs' too). */
export function useOutboxState(memberId: string): OutboxState {
  const snapshot = useCallback(() => outboxState(memberId), [memberId]);
  return useSyncExternalStore(subscribe, snapshot);
}
