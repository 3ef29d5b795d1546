import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { allNamespaces, loadNamespaces } from '../lib/i18n';

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
});
