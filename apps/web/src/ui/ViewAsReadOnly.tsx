import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getImpersonationToken } from '../lib/api';
import { cn } from './cn';

/**
 * True in an admin's "View As" tab (docs/product.md#view-as): look-only, so every control that
 * would change something is disabled there, with ViewAsReadOnly beside it saying why (issue 31).
 */
export function useViewingAs(): boolean {
  return getImpersonationToken() !== null;
}

/** 'View As is read-only', shown next to disabled actions in a View As tab; nothing otherwise. */
export function ViewAsReadOnly({ className }: { className?: string }) {
  const { t } = useTranslation();
  if (!useViewingAs()) return null;
  return (
    <p
      data-testid="view-as-read-only"
      className={cn(
        'flex items-center justify-center gap-1.5 text-center text-sm font-medium text-amber-800',
        className,
      )}
    >
      <Eye aria-hidden="true" className="size-4 shrink-0" />
      {t('impersonation.actionsOff')}
    </p>
  );
}
