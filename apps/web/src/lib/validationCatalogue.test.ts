import * as shared from '@dating/shared';
import { describe, expect, it } from 'vitest';
import english from '../locales/en/validation.json';

/**
 * The `validation` catalogue is keyed by the English messages of the shared zod schemas (forms
 * show them through validationText). This test reads the schema sources, so a new message in
 * packages/shared cannot ship without its English key, and through catalogue.test.ts, without
 * its Burmese text.
 */
const schemaSources = import.meta.glob<string>(
  [
    '../../../../packages/shared/src/schemas/*.ts',
    '!../../../../packages/shared/src/schemas/*.test.ts',
  ],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const MESSAGE_LITERAL =
  /(?:\.(?:min|max|regex|refine|int|length)\([^'`]*?|requiredText\(|error:\s*|message:\s*|MESSAGE\s*=\s*)(['`])([A-Z][^'`]*?[.!])\1/g;

/** Messages written in the schemas, `${CONSTANT}` filled from @dating/shared's exports. */
function schemaMessages(): string[] {
  const found = new Set<string>();
  for (const source of Object.values(schemaSources)) {
    for (const [, , message = ''] of source.matchAll(MESSAGE_LITERAL)) {
      found.add(
        message.replace(/\$\{(\w+)\}/g, (_whole, name: string) =>
          String((shared as Record<string, unknown>)[name]),
        ),
      );
    }
  }
  return [...found].sort();
}

describe('validation catalogue', () => {
  it('finds the schema messages (the scan itself works)', () => {
    const messages = schemaMessages();
    expect(messages).toContain('Please enter your first name.');
    expect(messages).toContain(`You must be at least ${shared.MINIMUM_AGE} years old.`);
    expect(messages.length).toBeGreaterThan(30);
  });

  it('has an English key for every message of the shared schemas', () => {
    const keys = new Set(Object.keys(english));
    expect(schemaMessages().filter((message) => !keys.has(message))).toEqual([]);
  });

  it('has the message constants forms show', () => {
    for (const message of [
      shared.INVALID_AMOUNT_MESSAGE,
      shared.WITHDRAWAL_MINIMUM_MESSAGE,
      shared.PAYOUT_DETAILS_MESSAGE,
      shared.DEPOSIT_PROOF_MESSAGE,
      shared.PAYMENT_METHOD_MESSAGE,
    ]) {
      expect(english).toHaveProperty([message], message);
    }
  });
});
