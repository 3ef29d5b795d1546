import { TOAST_DURATION_MS } from '@dating/shared';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

export type ToastVariant = 'success' | 'error' | 'info';

interface ToastItem extends ToastOptions {
  id: number;
  message: string;
  variant: ToastVariant;
}

/** A toast about a person (a new message): their picture and name, and a tap that opens it. */
export interface ToastOptions {
  title?: string;
  /** A picture shown instead of the icon (already a thumbnail URL); null shows a placeholder. */
  image?: string | null;
  /** Makes the toast one button; the toast closes when it is pressed. */
  onSelect?: () => void;
  /** The accessible name of that button (defaults to title and message). */
  selectLabel?: string;
  /** How long it stays (defaults to the provider's duration). */
  duration?: number;
}

/** Where toasts appear: the top of the screen, or above the tab bar. */
export type ToastPlacement = 'top' | 'bottom';

interface ToastApi {
  /** Shows a message that disappears after TOAST_DURATION_MS (spec: 4 s). */
  show: (message: string, variant?: ToastVariant, options?: ToastOptions) => void;
  dismiss: (id: number) => void;
  /**
   * Asks for a placement until the returned function is called. The highest `rank` wins (by
   * default each request outranks the ones before it); equal ranks, the latest.
   */
  place: (placement: ToastPlacement, rank?: number) => () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/** Ranks requests by when their component first rendered (see useToastPlacement). */
let renders = 0;

/**
 * A screen whose top must stay readable (the shop's coin balance) moves toasts above the tab bar
 * while it is open; the deck moves them to the top, off its buttons. A screen outranks the layout
 * around it: its rank is taken while rendering, where parents come first (effects run children
 * first, so the layout's request would otherwise come last and win on the first load).
 */
export function useToastPlacement(placement: ToastPlacement) {
  const { place } = useToast();
  const [rank] = useState(() => ++renders);
  useEffect(() => place(placement, rank), [place, placement, rank]);
}

const variantStyles: Record<ToastVariant, string> = {
  success: 'bg-emerald-600 text-white',
  error: 'bg-red-600 text-white',
  info: 'bg-neutral-900 text-white',
};

/** The body of a toast with a picture and a title, pressed as a whole. */
function PersonToast({ toast, onDone }: { toast: ToastItem; onDone: () => void }) {
  return (
    <button
      type="button"
      aria-label={toast.selectLabel}
      onClick={() => {
        onDone();
        toast.onSelect?.();
      }}
      className="-my-1 -ml-3 flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-lg py-1 pl-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      <span className="size-10 shrink-0 overflow-hidden rounded-full bg-neutral-600">
        {toast.image ? <img src={toast.image} alt="" className="size-full object-cover" /> : null}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        {toast.title ? <span className="truncate text-sm font-bold">{toast.title}</span> : null}
        <span className="truncate text-sm">{toast.message}</span>
      </span>
    </button>
  );
}

export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
}: {
  children: ReactNode;
  duration?: number;
}) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  // Requests stack (the member layout asks for 'bottom', a screen inside it may ask too): when
  // one ends, the one before it applies again.
  const [requests, setRequests] = useState<
    { id: number; rank: number; placement: ToastPlacement }[]
  >([]);
  const placement =
    requests.reduce<(typeof requests)[number] | undefined>(
      (best, request) => (best && best.rank > request.rank ? best : request),
      undefined,
    )?.placement ?? 'top';
  const nextId = useRef(1);
  const place = useCallback((wanted: ToastPlacement, rank?: number) => {
    const id = nextId.current++;
    setRequests((current) => [...current, { id, rank: rank ?? 1e9 + id, placement: wanted }]);
    return () => setRequests((current) => current.filter((request) => request.id !== id));
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, variant: ToastVariant = 'info', options: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { ...options, id, message, variant }]);
      setTimeout(() => dismiss(id), options.duration ?? duration);
    },
    [dismiss, duration],
  );

  const api = useMemo(() => ({ show, dismiss, place }), [show, dismiss, place]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={t('toast.region')}
        aria-live="polite"
        className={cn(
          'pointer-events-none fixed inset-x-0 z-[60] mx-auto flex w-full max-w-md gap-2 px-4',
          placement === 'top'
            ? 'top-3 flex-col'
            : 'bottom-[calc(5rem+env(safe-area-inset-bottom))] flex-col-reverse',
        )}
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.variant === 'error' ? 'alert' : 'status'}
            className={cn(
              'pointer-events-auto flex items-center gap-3 rounded-xl py-2 pr-1 pl-4 shadow-lg',
              variantStyles[toast.variant],
            )}
          >
            {toast.onSelect ? (
              <PersonToast toast={toast} onDone={() => dismiss(toast.id)} />
            ) : (
              <>
                {toast.variant === 'error' ? (
                  <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
                ) : (
                  <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
                )}
                <p className="flex-1 text-sm font-medium">{toast.message}</p>
              </>
            )}
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              aria-label={t('toast.dismiss')}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}
