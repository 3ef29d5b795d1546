import { BOOST_DIALOG_CLOSE_DELAY_MS } from '@dating/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { Button, Dialog } from '../../../ui';
import { useBoost } from '../api';

/** 'Boost Your Profile?': confirm, then success (closes itself after 2.5 s) or the error. */
export function BoostDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  const boost = useBoost();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const changeOpen = (next: boolean) => {
    if (boost.isPending) return;
    if (!next) {
      clearTimeout(timer.current);
      boost.reset();
    }
    onOpenChange(next);
  };

  const confirm = () =>
    boost.mutate(undefined, {
      onSuccess: () => {
        timer.current = setTimeout(() => changeOpen(false), BOOST_DIALOG_CLOSE_DELAY_MS);
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('boost.title')}
      description={t('boost.body')}
      footer={
        boost.isSuccess ? (
          <Button variant="secondary" onClick={() => changeOpen(false)}>
            {t('close')}
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={() => changeOpen(false)} disabled={boost.isPending}>
              {t('cancel')}
            </Button>
            <Button onClick={confirm} loading={boost.isPending}>
              {boost.isPending ? t('boost.confirming') : t('boost.confirm')}
            </Button>
          </>
        )
      }
    >
      {boost.isSuccess && (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-800"
        >
          {t('boost.success')}
        </p>
      )}
      {boost.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
          {t('boost.error', { message: errorText(boost.error, t) })}
        </p>
      )}
    </Dialog>
  );
}
