/**
 * Whether this device was signed in when it last knew (localStorage; the session cookie itself
 * is httpOnly). main.tsx reads it to choose, before any request, between the visitor's light
 * start (no router, ADR 019) and the full app. It is only a hint: the visitor's start still asks
 * the server once and moves to the full app if a session exists after all.
 */
const KEY = 'session_hint';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // no storage: every start is the visitor's, which still finds the session
  }
}
