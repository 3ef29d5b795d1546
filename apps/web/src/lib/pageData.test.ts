import { afterEach, describe, expect, it, vi } from 'vitest';

/** Puts the block the server writes into the document, then loads the module afresh. */
async function withBlock(text: string) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="page-data">${text}</script>`,
  );
  vi.resetModules();
  return import('./pageData');
}

const page = {
  user_id: 'member-1',
  discovery: { items: [{ user_id: 'su', first_name: 'Su', media: [], media_placeholders: {} }] },
};

describe('the data /home arrives with', () => {
  afterEach(() => document.getElementById('page-data')?.remove());

  it('gives the deck its first page once, and only to the member it was made for', async () => {
    const data = await withBlock(JSON.stringify(page));
    expect(data.peekFirstCandidate()?.first_name).toBe('Su');
    expect(data.takeDeckPage('member-1')).toEqual(page.discovery.items);
    expect(data.takeDeckPage('member-1')).toBeNull();
    expect(data.peekFirstCandidate()).toBeNull();
    expect(document.getElementById('page-data')).toBeNull();
  });

  it("never hands one member's deck to another", async () => {
    const data = await withBlock(JSON.stringify(page));
    expect(data.takeDeckPage('member-2')).toBeNull();
    expect(data.takeDeckPage('member-1')).toBeNull();
  });

  it('ignores a damaged or foreign block', async () => {
    expect((await withBlock('{not json')).peekFirstCandidate()).toBeNull();
    document.getElementById('page-data')?.remove();
    expect((await withBlock('{"items": []}')).takeDeckPage('member-1')).toBeNull();
  });
});
