import { describe, expect, it } from 'vitest';
import { linkify, type Segment } from './linkify';

const APP = 'https://date.example.mm';

/** The links found, as [text, href, in-app path]. */
const links = (content: string) =>
  linkify(content, APP)
    .filter((s): s is Extract<Segment, { kind: 'link' }> => s.kind === 'link')
    .map((s) => [s.text, s.href, s.to]);

describe('linkify', () => {
  it('cuts a message into text and links that join back into it', () => {
    const content = 'See https://example.com/a?b=1#c and www.test.org too';
    const segments = linkify(content, APP);
    expect(segments.map((s) => [s.kind, s.text])).toEqual([
      ['text', 'See '],
      ['link', 'https://example.com/a?b=1#c'],
      ['text', ' and '],
      ['link', 'www.test.org'],
      ['text', ' too'],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(content);
    expect(segments.map((s) => s.start)).toEqual([0, 4, 31, 36, 48]);
  });

  it('links bare domains over https', () => {
    expect(links('my page: example.com/x')).toEqual([
      ['example.com/x', 'https://example.com/x', null],
    ]);
    expect(links('t.me/sweetmay22')).toEqual([
      ['t.me/sweetmay22', 'https://t.me/sweetmay22', null],
    ]);
    expect(links('Shop.Example.COM:8080/items')).toEqual([
      ['Shop.Example.COM:8080/items', 'https://shop.example.com:8080/items', null],
    ]);
  });

  it.each([
    ['a full stop', 'Look at example.com.', 'example.com'],
    ['a comma', 'https://example.com/x, then', 'https://example.com/x'],
    ['a question mark', 'have you seen https://example.com/?', 'https://example.com/'],
    ['an exclamation mark', 'example.com/deal!!', 'example.com/deal'],
    ['brackets around it', '(see example.com/x)', 'example.com/x'],
    ['quotes around it', '"https://example.com/q"', 'https://example.com/q'],
  ])('leaves out trailing punctuation: %s', (_, content, text) => {
    expect(links(content).map(([found]) => found)).toEqual([text]);
  });

  it('keeps brackets that belong to the address', () => {
    expect(links('https://en.wikipedia.org/wiki/Bagan_(city).')).toEqual([
      [
        'https://en.wikipedia.org/wiki/Bagan_(city)',
        'https://en.wikipedia.org/wiki/Bagan_(city)',
        null,
      ],
    ]);
  });

  it('separates Burmese text written against the link', () => {
    const content = 'ဒီမှာကြည့်ပါhttps://example.com/photoနော်။ ဒါမှမဟုတ် example.mm။';
    expect(linkify(content, APP).map((s) => [s.kind, s.text])).toEqual([
      ['text', 'ဒီမှာကြည့်ပါ'],
      ['link', 'https://example.com/photo'],
      ['text', 'နော်။ ဒါမှမဟုတ် '],
      ['link', 'example.mm'],
      ['text', '။'],
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)//example.com',
    'javascript://example.com/%0Aalert(1)',
    'javascript:https://example.com',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('never links a script address: %s', (content) => {
    expect(links(content)).toEqual([]);
  });

  it('never makes an href other than http(s)', () => {
    const tricky = 'x javascript:alert("example.com") https://example.com/"onmouseover=alert(1)';
    for (const [, href] of links(tricky)) expect(href).toMatch(/^https?:\/\//);
  });

  it.each([
    'mail me at thida@example.com',
    'follow @thiri.official',
    'Node.js and file.txt',
    'born 12.09.1998',
    'yes.it works',
    'just https:// nothing',
    'ftp://example.com/file',
  ])('leaves ordinary text alone: %s', (content) => {
    expect(links(content)).toEqual([]);
    expect(linkify(content, APP)).toEqual([{ kind: 'text', start: 0, text: content }]);
  });

  it('keeps links to the app itself in the app', () => {
    expect(links('my profile https://date.example.mm/profile/abc?x=1#top')).toEqual([
      [
        'https://date.example.mm/profile/abc?x=1#top',
        'https://date.example.mm/profile/abc?x=1#top',
        '/profile/abc?x=1#top',
      ],
    ]);
    expect(links('date.example.mm/chat')[0]?.[2]).toBe('/chat');
    // Another scheme or port is another origin: it opens outside.
    expect(links('http://date.example.mm/chat')[0]?.[2]).toBeNull();
  });

  it('answers an empty message with nothing', () => {
    expect(linkify('', APP)).toEqual([]);
  });
});
