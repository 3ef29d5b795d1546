const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a text from a URL or a search box can be compared with a uuid column: Postgres refuses
 * anything else with an error (22P02) instead of finding nothing.
 */
export const isUuid = (text: string): boolean => UUID.test(text);
