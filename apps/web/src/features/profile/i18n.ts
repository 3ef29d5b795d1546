/** The catalogue key of a profile option value (gender, sexuality, interest, intention). */
export function optionKey(value: string): string {
  return `options.${value}`;
}
