import { describe, expect, it } from 'vitest';

/**
 * Issue 23: the Burmese catalogues follow docs/burmese-glossary.md. The glossary's tables are
 * the source: each variant in a "Never" column (a literal in backticks, or a /regex/) must not
 * appear in any Burmese string, so changing a term starts in the glossary.
 */

const glossary =
  Object.values(
    import.meta.glob<string>('../../../../docs/burmese-glossary.md', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  )[0] ?? '';

const catalogues = import.meta.glob<Record<string, unknown>>('../locales/my/*.json', {
  import: 'default',
  eager: true,
});

type Entry = { key: string; text: string };

function flatten(node: unknown, prefix: string, out: Entry[]): Entry[] {
  if (typeof node === 'string') out.push({ key: prefix, text: node });
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node))
      flatten(v, prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`, out);
  }
  return out;
}

const strings: Entry[] = Object.entries(catalogues).flatMap(([file, json]) =>
  flatten(json, `${file.replace(/^.*\/(.+)\.json$/, '$1')}:`, []),
);

type Rule = { term: string; variant: string; pattern: RegExp };

/** The "Never" cells of every glossary table: `literal` or `/regex/flags` in backticks. */
function neverRules(markdown: string): Rule[] {
  const rules: Rule[] = [];
  let neverColumn = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      neverColumn = -1;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (neverColumn < 0) {
      neverColumn = cells.indexOf('Never');
      continue;
    }
    const cell = cells[neverColumn];
    if (!cell || /^-+$/.test(cell)) continue;
    for (const [, variant] of cell.matchAll(/`([^`]+)`/g)) {
      if (!variant) continue;
      const regex = /^\/(.+)\/([a-z]*)$/.exec(variant);
      const pattern = regex
        ? new RegExp(regex[1] as string, regex[2])
        : new RegExp(variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      rules.push({ term: cells[0] ?? '', variant, pattern });
    }
  }
  return rules;
}

/** i18next placeholders are code, not copy: `{{coins}}` is no loanword. */
const PLACEHOLDER = /\{\{[^}]*\}\}/g;

// Marks only one voice uses (docs/burmese-glossary.md#two-voices-never-in-one-sentence).
const WRITTEN = /ပါသည်|ပါမည်|၏|ဤ|၍|၎င်း/;
const SPOKEN = /ပါတယ်|ပါမယ်|ပါဘူး|တဲ့|ရဲ့|ဒီ/;

describe('Burmese glossary', () => {
  const rules = neverRules(glossary);

  it('is read from docs/burmese-glossary.md', () => {
    expect(rules.length).toBeGreaterThan(40);
    expect(strings.length).toBeGreaterThan(800);
  });

  it('finds no term in a variant the glossary rules out', () => {
    const offences = strings.flatMap(({ key, text }) =>
      rules
        .filter((rule) => rule.pattern.test(text.replace(PLACEHOLDER, '')))
        .map((rule) => `${key}: ${rule.term} → ${rule.variant} in “${text}”`),
    );
    expect(offences).toEqual([]);
  });

  it('never mixes written and spoken Burmese in one sentence', () => {
    const mixed = strings.flatMap(({ key, text }) =>
      text
        .split(/[။!?]/)
        .filter((sentence) => WRITTEN.test(sentence) && SPOKEN.test(sentence))
        .map((sentence) => `${key}: “${sentence.trim()}”`),
    );
    expect(mixed).toEqual([]);
  });

  it('catches a ruled-out variant (the check itself works)', () => {
    const boost = rules.find((rule) => rule.variant === 'ဘူစ့်');
    const me = rules.find((rule) => rule.variant.includes('ကျွန်ုပ်'));
    expect(boost?.pattern.test('ပရိုဖိုင် ဘူစ့်လုပ်မည်')).toBe(true);
    expect(me?.pattern.test('ကျွန်ုပ်၏ ပရိုဖိုင်')).toBe(true);
    expect(me?.pattern.test('ကျွန်ုပ်တို့ စစ်ဆေးပါသည်။')).toBe(false);
  });
});
