import type { Language } from '@dating/shared';
// The web catalogues hold every UI string; the bundler inlines these for the built server.
import en from '../../../web/src/locales/en/push.json' with { type: 'json' };
import my from '../../../web/src/locales/my/push.json' with { type: 'json' };

type Catalogue = { [key: string]: string | Catalogue };
const CATALOGUES: Record<Language, Catalogue> = { en, my };

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A push string in the member's language, i18next style: `{{name}}` placeholders and, with a
 * `count`, the `_one`/`_other` plural keys (Burmese has only `_other`). English fills any gap.
 */
export function pushText(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const candidates =
    typeof values.count === 'number'
      ? [...(values.count === 1 ? [`${key}_one`] : []), `${key}_other`]
      : [key];
  let template: string | undefined;
  for (const catalogue of [CATALOGUES[language], CATALOGUES.en]) {
    template = candidates.map((k) => lookup(catalogue, k)).find((v) => v !== undefined);
    if (template !== undefined) break;
  }
  if (template === undefined) throw new Error(`push text ${key} is missing`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
