import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { allNamespaces, loadNamespaces } from '../lib/i18n';
import { noteNetworkAnswer } from '../lib/offline/network';

// Routes load their screens lazily; the first import of a screen is compiled on demand, which
// takes over a second on a busy machine. findBy/waitFor wait up to 5 s (default 1 s).
configure({ asyncUtilTimeout: 5000 });

// Screens under test render at once: every English namespace is loaded up front here.
await loadNamespaces(allNamespaces);

// Radix measures its radio, checkbox, switch and slider controls; jsdom has no ResizeObserver.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  noteNetworkAnswer(); // a test that went offline leaves the next one online
});
