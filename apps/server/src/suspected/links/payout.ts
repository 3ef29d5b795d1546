import { sql } from 'drizzle-orm';
import { rowsOf } from '../../infra/db/rows.js';
import { flaggable } from '../signals/types.js';
import { type Link, type LinkSource, linkColumns, otherSide } from './types.js';

/** Shorter digit runs are not a wallet or account number. */
const MIN_DIGITS = 6;

/**
 * Accounts withdrawing to the same payout number: the withdrawals' payout details reduced to
 * their digits (Myanmar digits read as ASCII), so "09 7812-3456" and "၀၉၇၈၁၂၃၄၅၆" agree.
 */
export const payoutLinks: LinkSource = {
  via: 'payout',
  async find(db) {
    const result = await db.execute(sql`
      with numbers as (
        select distinct user_id, regexp_replace(
          translate(payout_details, '၀၁၂၃၄၅၆၇၈၉', '0123456789'), '[^0-9]', '', 'g') as digits
        from wallet_transactions
        where type = 'withdraw' and user_id is not null and payout_details is not null
      )
      select distinct p.user_id::text, ${linkColumns},
        '…' || right(mine.digits, 4) as detail
      from numbers mine
      join numbers theirs on theirs.digits = mine.digits and theirs.user_id <> mine.user_id
      join user_profiles p on p.user_id = mine.user_id and ${flaggable('p')}
      join user_profiles other on other.user_id = theirs.user_id and ${otherSide('other')}
      where length(mine.digits) >= ${MIN_DIGITS}`);
    return rowsOf<Link>(result);
  },
};
