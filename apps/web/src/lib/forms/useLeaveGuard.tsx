import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button, Dialog } from '../../ui';

/**
 * Asks before unsaved changes are lost (issue 17): a link or Back inside the app opens 'Leave
 * without saving?', and closing or reloading the tab gets the browser's own question
 * (beforeunload). Returns the dialog to render; nothing is asked while `dirty` is false.
 */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocked) blocker.reset();
      }}
      title={t('leave.title')}
      description={t('leave.body')}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocked && blocker.reset()}>
            {t('leave.stay')}
          </Button>
          <Button variant="danger" onClick={() => blocked && blocker.proceed()}>
            {t('leave.leave')}
          </Button>
        </>
      }
    />
  );
}
