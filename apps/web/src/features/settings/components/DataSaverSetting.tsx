import { useTranslation } from 'react-i18next';
import { setDataSaver, useDataSaver } from '../../../lib/dataSaver';
import { ToggleSwitch } from '../../../ui';

/**
 * Data saver (issue 34): smaller card photos and fewer cards loaded ahead. A setting of this
 * device, so it works in View As too (it changes nothing on the account).
 */
export function DataSaverSetting() {
  const { t } = useTranslation('settings');
  const on = useDataSaver();
  return (
    <section className="mt-6 flex items-center justify-between gap-4 rounded-2xl border border-neutral-200 bg-white px-4 py-3">
      <span className="flex flex-col">
        <label htmlFor="data-saver" className="font-medium text-neutral-900">
          {t('dataSaver.title')}
        </label>
        <span id="data-saver-hint" className="text-sm text-neutral-500">
          {t('dataSaver.hint')}
        </span>
      </span>
      <ToggleSwitch
        id="data-saver"
        aria-describedby="data-saver-hint"
        checked={on}
        onCheckedChange={setDataSaver}
      />
    </section>
  );
}
