import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useToast } from '../ui';
import { errorText } from './i18n';

export interface LazyModule<T> {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  preload: () => Promise<T>;
  /** The module if it has loaded, else undefined. */
  get: () => T | undefined;
  /**
   * The module once loaded (undefined until then): loading starts the first time `wanted` is
   * true, and the component renders again when it arrives. `onError` hears of a failed load
   * (logged when there is none).
   */
  useModule: (wanted: boolean, onError?: (error: unknown) => void) => T | undefined;
}

/**
 * A part of a screen that waits for its first use (a dialog, a menu) instead of riding along with
 * the screen's first load (a member's /home under its budget, bench/web-budget.ts). Once loaded it stays: every
 * later use is immediate, and a component that rendered it keeps rendering it.
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;

  const preload = (): Promise<T> => {
    pending ??= load().then(
      (loaded) => {
        value = loaded;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined; // the next use tries again
        throw error;
      },
    );
    return pending;
  };

  function useModule(wanted: boolean, onError?: (error: unknown) => void): T | undefined {
    const [, loaded] = useReducer((n: number) => n + 1, 0);
    const failed = useRef(onError);
    failed.current = onError;
    const ready = value !== undefined;
    useEffect(() => {
      if (!wanted || ready) return;
      let live = true;
      preload().then(
        () => live && loaded(),
        (error: unknown) => {
          if (!live) return;
          if (failed.current) failed.current(error);
          else console.error('Could not load a part of the screen', error);
        },
      );
      return () => {
        live = false;
      };
    }, [wanted, ready]);
    return value;
  }

  return { preload, get: () => value, useModule };
}

/**
 * A dialog's code from `module`, loaded when it first opens; if that fails the dialog closes again
 * (`close`) and the member is told.
 */
export function useDialogModule<T>(
  module: LazyModule<T>,
  open: boolean,
  close: () => void,
): T | undefined {
  const toast = useToast();
  // What had focus when the dialog was asked for (its trigger): keys pressed while it loads may
  // move focus on, and the dialog hands focus back on close to what had it when it opened.
  const openedFrom = useRef<Element | null>(null);
  if (
    open &&
    module.get() === undefined &&
    openedFrom.current === null &&
    typeof document !== 'undefined'
  ) {
    openedFrom.current = document.activeElement;
  }
  const ui = module.useModule(open, (error) => {
    console.error('Could not load a dialog', error);
    close();
    toast.show(errorText(error), 'error');
  });
  // Before the dialog's own effects run (layout effects come first): back on the trigger.
  useLayoutEffect(() => {
    const from = openedFrom.current;
    if (!ui || !from) return;
    openedFrom.current = null;
    if (from instanceof HTMLElement && from.isConnected) from.focus();
  }, [ui]);
  return ui;
}
