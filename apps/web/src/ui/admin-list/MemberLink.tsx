import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { cn } from '../cn';

/** The console's page of one member (`/admin/users/:id`). */
export function adminMemberPath(id: string): string {
  return `${paths.adminUsers}/${encodeURIComponent(id)}`;
}

/**
 * Every username in the admin console is this link: `@username`, to the member's page, so the
 * admin can see who someone is (reports, verifications, coins, past actions) before deciding.
 */
export function MemberLink({
  id,
  username,
  className,
}: {
  id: string;
  username: string;
  className?: string;
}) {
  return (
    <Link
      to={adminMemberPath(id)}
      translate="no"
      className={cn(
        // A finger-sized target (44 px tall with its padding) that still wraps a long name.
        'inline-block max-w-full min-h-11 min-w-11 py-3 leading-5 font-semibold whitespace-normal break-all text-rose-700 underline-offset-2 hover:underline focus-visible:underline',
        className,
      )}
    >
      @{username}
    </Link>
  );
}
