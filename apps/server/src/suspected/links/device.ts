import { sql } from 'drizzle-orm';
import { rowsOf } from '../../infra/db/rows.js';
import { flaggable } from '../signals/types.js';
import { type Link, type LinkSource, linkColumns, otherSide } from './types.js';

/**
 * Accounts used from one browser: a device cookie issued while the browser held another
 * account's (login_devices.carried_from, auth/login-throttle.ts), either way round.
 */
export const deviceLinks: LinkSource = {
  via: 'device',
  async find(db) {
    const result = await db.execute(sql`
      with pairs as (
        select newer.account_id as a, older.account_id as b
        from login_devices newer join login_devices older on older.token_hash = newer.carried_from
        where newer.account_id <> older.account_id
      ), both_ways as (select a, b from pairs union select b, a from pairs)
      select p.user_id::text, ${linkColumns}, 'same browser' as detail
      from both_ways w
      join user_profiles p on p.user_id = w.a and ${flaggable('p')}
      join user_profiles other on other.user_id = w.b and ${otherSide('other')}`);
    return rowsOf<Link>(result);
  },
};
