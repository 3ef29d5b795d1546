import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';
import { allNamespaces, loadNamespaces } from '../lib/i18n';
import { noteNetworkAnswer } from '../lib/offline/network';

// Routes load their screens lazily; the first import of a screen is compiled on demand, which
// takes over a second on a busy machine. findBy/waitFor wait up to 5 s (default 1 s).
configure({ asyncUtilTimeout: 5000 });

// Preact (decision 042) runs effects after the next frame: in jsdom, which paints no frames, a
// timer of up to 100 ms, so a socket frame pushed right after a screen rendered would find no
// listener yet. A microtask keeps the order a person meets (render, then effects, then events).
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// Screens under test render at once: every English namespace is loaded up front here.
await loadNamespaces(allNamespaces);

// Radix measures its radio, checkbox and switch controls; jsdom has no ResizeObserver.
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
