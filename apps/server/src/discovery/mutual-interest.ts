import { INTERESTED_IN_EVERYONE } from '@dating/shared';

const EVERYONE = `'${INTERESTED_IN_EVERYONE}'`;

/**
 * Mutual interest (docs/product.md#discovery-swipes-and-matches), as SQL text: the member's
 * gender is one the viewer seeks and the member is interested in the viewer's gender, "Everyone"
 * matching any gender either way. The one definition the deck, the Spotlight (both through
 * candidates.ts) and a like (swipe-function.ts) keep. `viewer`: SQL expressions of the viewer's
 * gender (text) and interested-in (text[]); `member`: the table or alias of the member's row.
 */
export function mutualInterest(
  viewer: { gender: string; interestedIn: string },
  member: string,
): string {
  return `${member}.interested_in && array[${viewer.gender}, ${EVERYONE}]::text[]
  and (${EVERYONE} = any(${viewer.interestedIn}) or ${member}.gender = any(${viewer.interestedIn}))`;
}
