import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Catalogue = { [key: string]: string | Catalogue };
const localesDir = path.join(import.meta.dirname, '../../apps/web/src/locales');

/**
 * A text of the web app's catalogue (`ns:dotted.key`) in a language, so journeys find buttons
 * by the words a Burmese reader sees without copying them into the tests.
 */
export function catalogueText(language: 'en' | 'my', key: string): string {
  const [namespace, dotted] = key.split(':') as [string, string];
  const file = path.join(localesDir, language, `${namespace}.json`);
  let node: string | Catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
  for (const part of dotted.split('.')) {
    if (typeof node === 'string' || !(part in node)) throw new Error(`no ${language} text ${key}`);
    node = node[part] as string | Catalogue;
  }
  if (typeof node !== 'string') throw new Error(`${language} ${key} is not a text`);
  return node;
}

/** Axe (WCAG 2.1 A/AA rules): no serious or critical violation on the current screen. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(serious, `axe on ${screen}`).toEqual([]);
}

/**
 * Touch targets of at least 44×44 CSS px (issue #9): every visible control, or the label that
 * stands for a visually hidden one. Links inside running text are exempt (WCAG 2.5.5).
 */
export async function expectTouchTargets(page: Page, screen: string): Promise<void> {
  const small = await page.evaluate(() => {
    const MIN = 44;
    const selector = [
      'button',
      'a[href]',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=tab]',
      '[role=switch]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=slider]',
      '[role=option]',
    ].join(',');
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[aria-hidden=true], [inert]')) continue;
      let box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const hidden = style.visibility === 'hidden' || style.display === 'none';
      if (hidden) continue;
      // A visually hidden input is reached through its label.
      if (box.width <= 1 || box.height <= 1 || style.opacity === '0') {
        const label =
          element.closest('label') ??
          (element.id && document.querySelector(`label[for="${element.id}"]`));
        if (!label) continue;
        box = label.getBoundingClientRect();
      }
      if (box.width === 0 && box.height === 0) continue;
      const inText =
        element.tagName === 'A' &&
        (element.parentElement?.textContent?.trim().length ?? 0) >
          (element.textContent?.trim().length ?? 0) + 10 &&
        getComputedStyle(element).display === 'inline';
      if (inText) continue;
      if (box.width + 0.5 < MIN || box.height + 0.5 < MIN) {
        const name =
          element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        found.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return found;
  });
  expect.soft(small, `touch targets under 44 px on ${screen}`).toEqual([]);
}

/**
 * No text cut off: the page does not scroll sideways, and no button, tab or link clips its
 * text (Burmese words are long and its stacked marks tall).
 */
export async function expectNoClippedText(page: Page, screen: string): Promise<void> {
  const clipped = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      found.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    for (const element of document.querySelectorAll<HTMLElement>(
      'button, a[href], [role=tab], h1, h2, label',
    )) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || !element.textContent?.trim()) continue;
      // Text for screen readers only (Tailwind's sr-only: 1×1 px, clipped) is read whole.
      if (box.width <= 1 && box.height <= 1) continue;
      const style = getComputedStyle(element);
      const clips = [style.overflowX, style.overflowY].some((o) => o !== 'visible');
      if (!clips) continue;
      if (
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1
      ) {
        found.push(`${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 30)}"`);
      }
    }
    return found;
  });
  expect.soft(clipped, `clipped text on ${screen}`).toEqual([]);
}

/**
 * Burmese line breaks that split a syllable: a line starting with a vowel sign, medial, asat or
 * a consonant killed by the asat that follows it (e.g. "လို|က်"). Burmese has no spaces between
 * words, so the browser picks break points itself; these must fall between syllables.
 */
export async function expectWholeSyllableLines(page: Page, screen: string): Promise<void> {
  const broken = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[\u1000-\u109f]/.test(text)) continue;
      let lastTop: number | undefined;
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        if (lastTop !== undefined && rect.top > lastTop + rect.height / 2) {
          const startsBadly =
            /[\u102b-\u103e\u1056-\u1059\u105e-\u1060\u1062-\u1064\u1067-\u106d\u1071-\u1074\u1082-\u108d\u108f\u109a-\u109d]/.test(
              text[i] ?? '',
            ) || /[\u103a\u1039]/.test(text[i + 1] ?? '');
          if (startsBadly)
            found.push(`${text.slice(Math.max(0, i - 6), i)}|${text.slice(i, i + 6)}`);
        }
        lastTop = rect.top;
      }
    }
    return found;
  });
  expect.soft(broken, `syllables split across lines on ${screen}`).toEqual([]);
}

/** The checks every screen passes once settled: axe, 44 px touch targets, no clipped text. */
export async function expectUsableScreen(page: Page, screen: string): Promise<void> {
  // Spinners and skeletons are not what members read: wait for the screen to settle.
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  await expectAccessible(page, screen);
  await expectTouchTargets(page, screen);
  await expectNoClippedText(page, screen);
}
