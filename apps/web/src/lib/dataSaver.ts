// The device's Data saver setting (issue 34): smaller card photos and fewer cards loaded ahead.
// Kept on the device (not the account): a member may want it on the phone, not on the laptop.
import { DATA_SAVER_STORAGE_KEY } from '@dating/shared';
import { useSyncExternalStore } from 'react';

const YEAR_SECONDS = 365 * 24 * 3600;

type SaveDataConnection = { connection?: { saveData?: boolean } };

function stored(): string | null {
  try {
    return localStorage.getItem(DATA_SAVER_STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode): the browser's own hint decides
  }
}

/** On when the member turned it on, or, until they choose, when the browser asks to save data. */
export function readDataSaver(): boolean {
  const choice = stored();
  if (choice !== null) return choice === '1';
  return (navigator as Navigator & SaveDataConnection).connection?.saveData === true;
}

/** The cookie lets the server's /home shell draw the first card with the same photo URL. */
function writeCookie(on: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app serves (older Safari and Firefox)
  document.cookie = on
    ? `${DATA_SAVER_STORAGE_KEY}=1; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`
    : `${DATA_SAVER_STORAGE_KEY}=; Path=/; Max-Age=0; SameSite=Lax`;
}

const listeners = new Set<() => void>();

export function setDataSaver(on: boolean) {
  try {
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, on ? '1' : '0');
  } catch {
    // Not kept past this page; the change still applies now.
  }
  writeCookie(on);
  current = on;
  for (const listener of listeners) listener();
}

let current: boolean | null = null;

function snapshot(): boolean {
  if (current === null) {
    current = readDataSaver();
    // The browser's hint, first seen here: the next /home shell follows it too.
    if (current && stored() === null) writeCookie(true);
  }
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** For tests: forget what was read, as a new page would. */
export function resetDataSaverForTests() {
  current = null;
}
