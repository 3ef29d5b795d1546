/**
 * The catalogue key of a profile option value (gender, sexuality, interest, intention). The
 * labels live in `common`: the deck shows them on its first card without the profile catalogue.
 */
export function optionKey(value: string): string {
  return `common:options.${value}`;
}
