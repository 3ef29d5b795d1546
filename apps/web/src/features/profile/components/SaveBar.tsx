import { useTranslation } from 'react-i18next';
import { Button, ViewAsReadOnly } from '../../../ui';

/**
 * Where the bar stops: just above the member tab bar (MainLayout's TabBar: 3.5rem of tabs, a
 * 1 px top border and the safe area), so the tabs never cover Save.
 */
const ABOVE_TAB_BAR = 'bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))]';

/**
 * Save, always in reach on a long form (issue 34): the last child of the form, sticky above the
 * tab bar. Being sticky, it keeps its own place in the flow, so once the page is scrolled to the
 * end nothing is left under it. Enabled when something changed; under it, what became of the
 * last save.
 */
export function SaveBar(props: {
  pending: boolean;
  readOnly: boolean;
  changed: boolean;
  saved: boolean;
  failure: string | undefined;
}) {
  const { pending, readOnly, changed, saved, failure } = props;
  const { t } = useTranslation('profile');
  return (
    <div
      className={`sticky ${ABOVE_TAB_BAR} z-20 -mx-5 flex flex-col gap-2 border-t border-neutral-200 bg-white px-5 py-3`}
    >
      <ViewAsReadOnly />
      <Button type="submit" size="lg" loading={pending} disabled={readOnly || !changed}>
        {pending ? t('edit.saving') : t('edit.save')}
      </Button>
      <div aria-live="polite" className="text-center text-sm">
        {saved && (
          <p role="status" className="font-medium text-emerald-700">
            {t('edit.saved')}
          </p>
        )}
        {failure && (
          <p role="alert" className="font-medium text-red-600">
            {t('edit.error', { message: failure })}
          </p>
        )}
      </div>
    </div>
  );
}
