import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../ui';

/** Blocked (red) or Active (green). */
export function MemberStatusBadge({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <StatusBadge tone={blocked ? 'bad' : 'good'}>
      {blocked ? t('status.blocked') : t('status.active')}
    </StatusBadge>
  );
}
