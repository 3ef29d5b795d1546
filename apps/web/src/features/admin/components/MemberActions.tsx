import type { Role } from '@dating/shared';
import { Ban, Eye, KeyRound, LockOpen } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { Button, cn, useToast } from '../../../ui';
import { useSetBlocked } from '../api';
import { BlockDialog } from './BlockDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { ViewAsDialog } from './ViewAsDialog';

export interface ActionTarget {
  id: string;
  username: string;
  role: Role;
  is_blocked: boolean;
}

/**
 * View As, Block/Unblock and (optionally) Reset Password for one member. View As asks for a
 * reason; Block asks for one too (and offers to resolve their `openReports`); Unblock is one click. Admin rows get no actions
 * at all: the server refuses them (403) and the buttons are absent.
 */
export function MemberActions({
  user,
  withReset = false,
  compact = false,
  openReports = 0,
  children,
  className,
}: {
  user: ActionTarget;
  /** The member's open reports: the Block dialog offers to resolve them too. */
  openReports?: number;
  withReset?: boolean;
  /** Reset Password as an icon button (table rows). */
  compact?: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const setBlocked = useSetBlocked();
  const [viewAsOpen, setViewAsOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [blockOpen, setBlockOpen] = useState(false);
  if (user.role === 'admin') return null;
  const { username } = user;

  const toggleBlock = () => {
    if (!user.is_blocked) {
      setBlockOpen(true);
      return;
    }
    setBlocked.mutate(
      { userId: user.id, blocked: false },
      {
        onSuccess: (updated) =>
          toast.show(
            t(updated.is_blocked ? 'alerts.blocked' : 'alerts.unblocked', { username }),
            'success',
          ),
        onError: (error) =>
          toast.show(t('alerts.blockFailed', { message: errorText(error, t) }), 'error'),
      },
    );
  };

  return (
    <div className={cn('flex gap-2', compact ? 'flex-nowrap' : 'flex-wrap', className)}>
      {!user.is_blocked && (
        <Button
          variant="secondary"
          onClick={() => setViewAsOpen(true)}
          aria-label={t('actions.viewAsUser', { username })}
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('actions.viewAs')}
        </Button>
      )}
      {!user.is_blocked && (
        <ViewAsDialog key={user.id} user={user} open={viewAsOpen} onOpenChange={setViewAsOpen} />
      )}
      <Button
        variant={user.is_blocked ? 'secondary' : 'destructive'}
        loading={setBlocked.isPending}
        onClick={toggleBlock}
        aria-label={t(user.is_blocked ? 'actions.unblockUser' : 'actions.blockUser', { username })}
      >
        {user.is_blocked ? (
          <LockOpen aria-hidden="true" className="size-4" />
        ) : (
          <Ban aria-hidden="true" className="size-4" />
        )}
        {user.is_blocked ? t('actions.unblock') : t('actions.block')}
      </Button>
      {!user.is_blocked && (
        <BlockDialog
          key={user.id}
          user={user}
          openReports={openReports}
          open={blockOpen}
          onOpenChange={setBlockOpen}
        />
      )}
      {withReset && (
        <>
          <Button
            variant="ghost"
            size={compact ? 'icon' : 'md'}
            className="border border-neutral-200"
            onClick={() => setResetOpen(true)}
            aria-label={t('actions.resetPasswordUser', { username })}
            title={compact ? t('actions.resetPassword') : undefined}
          >
            <KeyRound aria-hidden="true" className="size-4" />
            {compact ? null : t('actions.resetPassword')}
          </Button>
          <ResetPasswordDialog user={user} open={resetOpen} onOpenChange={setResetOpen} />
        </>
      )}
      {children}
    </div>
  );
}
