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

interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
}

/** Where toasts appear: the top of the screen, or above the tab bar. */
export type ToastPlacement = 'top' | 'bottom';

interface ToastApi {
  /** Shows a message that disappears after TOAST_DURATION_MS (spec: 4 s). */
  show: (message: string, variant?: ToastVariant) => void;
  dismiss: (id: number) => void;
  place: (placement: ToastPlacement) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/**
 * A screen whose top must stay readable (the shop's coin balance) moves toasts above the tab bar
 * while it is open.
 */
export function useToastPlacement(placement: ToastPlacement) {
  const { place } = useToast();
  useEffect(() => {
    place(placement);
    return () => place('top');
  }, [place, placement]);
}

const variantStyles: Record<ToastVariant, string> = {
  success: 'bg-emerald-600 text-white',
  error: 'bg-red-600 text-white',
  info: 'bg-neutral-900 text-white',
};

export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
}: {
  children: ReactNode;
  duration?: number;
}) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [placement, place] = useState<ToastPlacement>('top');
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, variant: ToastVariant = 'info') => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, variant }]);
      setTimeout(() => dismiss(id), duration);
    },
    [dismiss, duration],
  );

  const api = useMemo(() => ({ show, dismiss, place }), [show, dismiss]);

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
            {toast.variant === 'error' ? (
              <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            ) : (
              <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            )}
            <p className="flex-1 text-sm font-medium">{toast.message}</p>
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
