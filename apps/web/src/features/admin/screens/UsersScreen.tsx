import type { AdminUser } from '@dating/shared';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui';
import { useAdminUsers } from '../api';
import { RoleBadge, StatusBadge } from '../components/Badges';
import {
  AdminHeading,
  EmptyState,
  LoadFailed,
  LoadingRows,
  LoadMore,
} from '../components/ListStates';
import { MemberActions } from '../components/MemberActions';
import { useAdminFormat, useIsDesktop } from '../format';

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function UsersTable({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const th =
    'whitespace-nowrap px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-neutral-500';
  return (
    <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <thead className="border-b border-neutral-200 bg-neutral-50">
          <tr>
            <th className={th}>{t('users.columns.status')}</th>
            <th className={th}>{t('users.columns.username')}</th>
            <th className={th}>{t('users.columns.firstName')}</th>
            <th className={`${th} text-right`}>{t('users.columns.coins')}</th>
            <th className={th}>{t('users.columns.joined')}</th>
            <th className={th}>{t('users.columns.role')}</th>
            <th className={th}>{t('users.columns.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {users.map((user) => (
            <tr key={user.id} className="align-middle">
              <td className="px-3 py-3">
                <StatusBadge blocked={user.is_blocked} />
              </td>
              <td className="break-all px-3 py-3 font-medium text-neutral-900">{user.username}</td>
              <td className="px-3 py-3 text-neutral-700">
                {user.first_name ?? t('users.noFirstName')}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{format.number(user.coins)}</td>
              <td className="whitespace-nowrap px-3 py-3 text-neutral-700">
                {format.date(user.created_at)}
              </td>
              <td className="px-3 py-3">
                <RoleBadge role={user.role} />
              </td>
              <td className="whitespace-nowrap px-3 py-3">
                <MemberActions user={user} withReset compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserCards({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <ul className="flex flex-col gap-3">
      {users.map((user) => (
        <li key={user.id}>
          <Card className="flex flex-col gap-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-neutral-900">{user.username}</p>
                <p className="truncate text-sm text-neutral-600">
                  {user.first_name ?? t('users.noFirstName')}
                </p>
              </div>
              <div className="flex shrink-0 gap-1.5">
                <RoleBadge role={user.role} />
                <StatusBadge blocked={user.is_blocked} />
              </div>
            </div>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-600">
              <span>{t('users.coinsValue', { coins: format.number(user.coins) })}</span>
              <span>{t('users.joinedOn', { date: format.date(user.created_at) })}</span>
            </p>
            <MemberActions user={user} withReset />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** /admin/users: every account, newest first, searched on the server, paged with Load more. */
export function UsersScreen() {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers(q);
  const isDesktop = useIsDesktop();
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section>
      <AdminHeading title={t('users.title')} />
      <div className="mb-4 flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-neutral-800">
          {t('users.search')}
        </label>
        <div className="relative max-w-md">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-400"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('users.searchPlaceholder')}
            autoComplete="off"
            className="min-h-12 w-full rounded-xl border border-neutral-300 bg-white pr-4 pl-10 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
          />
        </div>
      </div>
      {users.isPending ? (
        <LoadingRows />
      ) : users.isError && items.length === 0 ? (
        <LoadFailed message={t('users.loadFailed')} onRetry={() => void users.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>{t('users.empty')}</EmptyState>
      ) : (
        <div aria-busy={users.isFetching || undefined}>
          {isDesktop ? <UsersTable users={items} /> : <UserCards users={items} />}
          <LoadMore
            hasMore={users.hasNextPage}
            loading={users.isFetchingNextPage}
            onClick={() => void users.fetchNextPage()}
          />
        </div>
      )}
    </section>
  );
}
