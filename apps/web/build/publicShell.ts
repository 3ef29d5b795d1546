import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { keepSyllablesTogether } from '../../../packages/shared/src/burmeseText.ts';

/**
 * The visitor's first screen from the HTML (issue #22, ADR 019): a classic script right after
 * #root paints the top of /, /signin or /signup (the heading and tagline, or the form's title)
 * in the visitor's language before the app's ~115 KB of scripts arrive, so the first and the
 * largest contentful paint come with the HTML instead of after the scripts (Lighthouse mobile:
 * 2.2 s → ~0.6 s). React replaces it with the same markup (the classes of LandingScreen and
 * AuthShell); members (the session hint) and other addresses keep the card skeleton.
 *
 * Inline, so it costs no request: a file competed with the app's scripts for a slow link and
 * painted ~0.8 s later. The server's CSP allows it by its hash (security-headers.ts).
 */

const LOCALES = path.resolve(import.meta.dirname, '../src/locales');
const LANGUAGES = ['en', 'my'] as const;

const HEART =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="lucide lucide-heart SIZE fill-current"><path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5"/></svg>';

/** The first screens' Burmese font files (firstScreensFont.ts writes them; index.css names them). */
export const FIRST_SCREENS_FONT = (weight: 400 | 700) =>
  `/fonts/myanmar-first-screens-${weight}.woff2`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Catalogue = Record<string, unknown>;
function text(catalogue: Catalogue, key: string, language: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Catalogue)?.[part], catalogue);
  if (typeof value !== 'string') throw new Error(`publicShell: ${language} has no ${key}`);
  // As lib/i18n's post-processor writes it, so React's text has the same size.
  return escapeHtml(language === 'my' ? keepSyllablesTogether(value) : value);
}

/** The screens' top parts, with the classes of LandingScreen and AuthShell inside PhoneFrame. */
export function screens(language: string): Record<string, string> {
  const read = (ns: string) =>
    JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${ns}.json`), 'utf8')) as Catalogue;
  const common = read('common');
  const auth = read('auth');
  const frame = (inner: string) =>
    `<div data-app-shell class="min-h-dvh bg-rose-50 sm:bg-neutral-100"><div class="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-white sm:shadow-lg">${inner}</div></div>`;
  const landing = frame(
    '<main class="flex flex-1 flex-col justify-between bg-gradient-to-b from-rose-500 to-pink-600 px-6 pt-24 pb-10 text-white"><div class="flex flex-col items-center text-center"><span class="mb-6 inline-flex size-20 items-center justify-center rounded-3xl bg-white/15">' +
      HEART.replace('SIZE', 'size-10') +
      `</span><h1 class="text-4xl font-extrabold tracking-tight">${text(common, 'appName', language)}</h1><p class="mt-4 max-w-xs text-lg text-rose-50">${text(common, 'tagline', language)}</p></div></main>`,
  );
  const credentials = (form: 'signIn' | 'signUp') =>
    frame(
      '<main class="flex flex-1 flex-col px-6 pt-12 pb-8"><div class="mb-8 flex flex-col items-center text-center"><span class="mb-4 inline-flex size-14 items-center justify-center rounded-2xl bg-rose-100 text-rose-600">' +
        HEART.replace('SIZE', 'size-7') +
        `</span><h1 class="text-2xl font-bold text-neutral-900">${text(auth, `${form}.title`, language)}</h1><p class="mt-2 text-neutral-600">${text(auth, `${form}.subtitle`, language)}</p></div></main>`,
    );
  return { '/': landing, '/signin': credentials('signIn'), '/signup': credentials('signUp') };
}

/** How long /home's app waits for the first card's photo before it runs anyway. */
export const FIRST_PHOTO_WAIT_MS = 4000;
/**
 * How long, once its photo is in, the first card has the phone's CPU to itself: a tap then is
 * answered at once, where the app's scripts evaluating would hold it for a second or two. A tap
 * on the card (sent by then) starts the app at once.
 */
export const FIRST_CARD_ALONE_MS = 1000;

/**
 * The script: picks the screen and language as main.tsx and lib/i18n do, then starts the app
 * (`entry`) after the next frame, so the browser paints the HTML before it evaluates the
 * scripts: with the scripts already at hand (a fast link, a return visit) it used to run them
 * first and paint the screen only with React's render. On a member's /home that the server drew
 * a working first card into (decision 041), the scripts are fetched at once but run only after
 * the card's photo has loaded and FIRST_CARD_ALONE_MS passed, or the card was tapped (or after
 * FIRST_PHOTO_WAIT_MS): on a slow phone, evaluating them held up the photo's paint and the
 * card's first tap by a second or more (bench/first-card.ts).
 */
export function shellScript(entry: string, preloads: string[], visitorPreloads: string[]): string {
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, screens(language)]));
  const fonts = [FIRST_SCREENS_FONT(400), FIRST_SCREENS_FONT(700)];
  return `(function(){var v=0;(function(){var S=${JSON.stringify(texts)},F=${JSON.stringify(fonts)};var p=location.pathname,l=null;
try{if(localStorage.getItem("session_hint")==="1")return;l=localStorage.getItem("language")}catch(e){}
if(!S.en[p])return;v=1;
if(l!=="en"&&l!=="my"){l="en";var n=navigator.languages||[];for(var i=0;i<n.length;i++)if(String(n[i]).toLowerCase().indexOf("my")===0)l="my"}
var r=document.getElementById("root");if(!r)return;
if(l==="my")for(var w=0;w<F.length;w++){var f=document.createElement("link");f.rel="preload";f.as="font";f.type="font/woff2";f.crossOrigin="";f.href=F[w];document.head.appendChild(f)}
r.innerHTML=S[l][p];document.documentElement.lang=l})();
var h=document.head,fetched=0;function fetchAll(){if(fetched)return;fetched=1;var P=${JSON.stringify(preloads)};if(v)P=P.concat(${JSON.stringify(visitorPreloads)});
for(var j=0;j<P.length;j++){var k=document.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=P[j];h.appendChild(k)}}
var started=0;function start(){if(started)return;started=1;fetchAll();var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};h.appendChild(s)}
function afterFrame(f){requestAnimationFrame(function(){setTimeout(f)})}
var g=document.querySelector("#first-card img[data-photo]");
if(g){afterFrame(fetchAll);var go=function(){document.getElementById("first-card").addEventListener("click",function(){setTimeout(start)});setTimeout(start,${FIRST_CARD_ALONE_MS})};
if(g.complete)go();else{g.addEventListener("load",go);g.addEventListener("error",go);setTimeout(start,${FIRST_PHOTO_WAIT_MS})}}
else{afterFrame(start);setTimeout(start,250)}})();
`;
}

/** The file of the chunk whose entry module matches `module`, and every file it imports. */
function chunkWithImports(bundle: Rolldown.OutputBundle, module: RegExp): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const root = chunks.find((chunk) => chunk.facadeModuleId && module.test(chunk.facadeModuleId));
  if (!root) return [];
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = chunks.find((item) => item.fileName === file);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  visit(root.fileName);
  return [...files];
}

export function publicShell(): Plugin {
  return {
    name: 'mingalar:public-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!html.includes('<!--public-shell-->'))
          throw new Error('index.html: no <!--public-shell-->');
        // The app's entry and its static imports are requested by the shell script after the
        // first frame: requested by the HTML, they were often in before the first paint, and
        // Lighthouse's simulation then counted all of them before the first contentful paint
        // (2.1 s instead of 0.7 s, every other run). On a slow link a frame costs nothing.
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry?.[1]) throw new Error('index.html: no entry script');
        const src = entry[1];
        const preloadLink = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
        const preloads = [src, ...[...html.matchAll(preloadLink)].map((m) => m[1] as string)];
        // A visitor's screens (PublicApp, which main.tsx imports only for a visitor) come
        // alongside the entry, not after it: one round trip less on a slow link.
        const visitorPreloads = bundle
          ? chunkWithImports(bundle, /[\\/]src[\\/]PublicApp\.tsx$/)
              .map((file) => `/${file}`)
              .filter((file) => !preloads.includes(file))
          : [];
        if (bundle && visitorPreloads.length === 0)
          throw new Error('publicShell: no PublicApp chunk');
        return html
          .replace(entry[0], '')
          .replace(preloadLink, '')
          .replace(
            '<!--public-shell-->',
            () => `<script>${shellScript(src, preloads, visitorPreloads)}</script>`,
          );
      },
    },
  };
}
