import type { AdminUser } from '@dating/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../../lib/format';
import { StatusBadge } from '../../../ui';
import {
  type AdminColumn,
  AdminHeading,
  AdminList,
  LookAlikeFlag,
  MemberLink,
  SEARCH_DEBOUNCE_MS,
  SearchField,
  useDebouncedValue,
} from '../../../ui/admin-list';
import { useAdminUsers } from '../api';
import { MemberActions } from '../components/MemberActions';
import { MemberStatusBadge } from '../components/MemberStatusBadge';

/** /admin/users: every account, newest first, searched on the server, paged with Load more. */
export function UsersScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  // A look-alike flag links here with ?q=username (ui/admin-list/LookAlikeFlag.tsx).
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const linked = params.get('q');
  useEffect(() => {
    if (linked !== null) setSearch(linked);
  }, [linked]);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers(q);

  const columns: AdminColumn<AdminUser>[] = [
    {
      id: 'status',
      header: t('users.columns.status'),
      card: 'badge',
      cell: (user) => <MemberStatusBadge blocked={user.is_blocked} />,
    },
    {
      id: 'username',
      header: t('users.columns.username'),
      card: 'title',
      className: 'break-all font-medium text-neutral-900',
      cell: (user) => (
        <>
          <MemberLink id={user.id} username={user.username} />
          <LookAlikeFlag accounts={user.duplicate_photo_of} />
        </>
      ),
    },
    {
      id: 'firstName',
      header: t('users.columns.firstName'),
      card: 'title',
      className: 'text-neutral-700',
      cell: (user, layout) => {
        const name = user.first_name ?? t('users.noFirstName');
        return layout === 'card' ? (
          <span className="truncate text-sm text-neutral-600">{name}</span>
        ) : (
          name
        );
      },
    },
    {
      id: 'coins',
      header: t('users.columns.coins'),
      align: 'end',
      className: 'tabular-nums',
      cell: (user) => format.number(user.coins),
    },
    {
      id: 'joined',
      header: t('users.columns.joined'),
      className: 'whitespace-nowrap text-neutral-700',
      cell: (user) => format.date(user.created_at),
    },
    {
      id: 'role',
      header: t('users.columns.role'),
      card: 'badge',
      cell: (user) => (
        <StatusBadge tone={user.role === 'admin' ? 'accent' : 'neutral'}>
          {t(`roles.${user.role}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'actions',
      header: t('users.columns.actions'),
      card: 'footer',
      className: 'whitespace-nowrap',
      cell: (user, layout) => <MemberActions user={user} withReset compact={layout === 'table'} />,
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <AdminHeading title={t('users.title')} />
      <SearchField
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      <AdminList
        query={users}
        items={users.data?.pages.flatMap((page) => page.items) ?? []}
        itemKey={(user) => user.id}
        columns={columns}
        paging={users}
        texts={{ empty: t('users.empty'), loadFailed: t('users.loadFailed') }}
      />
    </section>
  );
}
