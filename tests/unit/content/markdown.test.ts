import { describe, expect, it } from 'vitest';
import { markdownToHtml, unsafeLinks } from '../../../build/content/markdown';
import { renderMarkdownBatch } from '../../../build/content/markdown-pool';

describe('post Markdown', () => {
  it('drops raw HTML, so an editor’s script or event handler never reaches the page', () => {
    const html = markdownToHtml(
      'Tekst <script>alert(1)</script> i <img src=x onerror="alert(2)">.\n\n<div onclick="alert(3)">blok</div>\n\n<iframe src="https://example.com"></iframe>\n',
    );
    expect(html).not.toMatch(/<script|<img|<div|<iframe|onerror|onclick/i);
    expect(html).toContain('Tekst');
  });

  it('empties javascript: and data: link and image URLs, keeps web, mail, phone and site links', () => {
    const html = markdownToHtml(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) <javascript:alert(1)> ![c](data:text/html,x) [d][ref]\n\n[ref]: javascript:alert(1)\n\n' +
        '[e](https://example.com/x?y=1) [f](mailto:info@example.com) [g](tel:+38761000000) [h](/installation) [i](#faq) [j](relative/page)\n',
    );
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data):/i);
    expect(html.match(/href=""/g)).toHaveLength(4);
    for (const href of [
      'https://example.com/x?y=1',
      'mailto:info@example.com',
      'tel:+38761000000',
      '/installation',
      '#faq',
      'relative/page',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('escapes text and gives headings linkable ids', () => {
    const html = markdownToHtml('## Što je 4K HDR?\n\nA < b & "c"\n\n## Što je 4K HDR?\n');
    expect(html).toContain('<h2 id="sto-je-4k-hdr">Što je 4K HDR?</h2>');
    expect(html).toContain('<h2 id="sto-je-4k-hdr-2">');
    expect(html).toContain('A &#x3C; b &#x26; "c"');
  });

  it('heading ids: bold text joined, đ as d, runs of signs one dash, a heading with no letters a numbered section', () => {
    expect(
      markdownToHtml('## Što je **4K** HDR?\n\n## Međunarodni kanali\n\n## Cijene & paketi\n\n## ???\n\n## ???\n'),
    ).toBe(
      [
        '<h2 id="sto-je-4k-hdr">Što je <strong>4K</strong> HDR?</h2>',
        '<h2 id="medunarodni-kanali">Međunarodni kanali</h2>',
        '<h2 id="cijene-paketi">Cijene &#x26; paketi</h2>',
        '<h2 id="section">???</h2>',
        '<h2 id="section-2">???</h2>',
        '',
      ].join('\n'),
    );
  });

  it('a site path whose query holds a colon is a safe link', () => {
    expect(unsafeLinks('[pretraga](/lista-kanala?q=javascript:x)')).toEqual([]);
    expect(markdownToHtml('[pretraga](/lista-kanala?q=javascript:x)')).toBe(
      '<p><a href="/lista-kanala?q=javascript:x">pretraga</a></p>\n',
    );
  });

  it('renders a blog-sized batch on worker threads into the same HTML, each body in its place', async () => {
    // 1,200 bodies: enough for a worker on any machine with two cores or more.
    const bodies = Array.from(
      { length: 1200 },
      (_, i) => `## Naslov ${i}\n\nObjava **${i}** s [vezom](/p/${i}) <script>x()</script>.\n`,
    );
    const expected = bodies.map(markdownToHtml);
    const batch = renderMarkdownBatch(bodies);
    // Workers go first to last: the last body is read before one reaches it, so this thread renders it, as a page would.
    expect(batch.html(bodies.length - 1)).toBe(expected[bodies.length - 1]);
    // Then this thread waits, as the build's does while it checks front matter, so most chunks are the worker's.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(batch.html(600)).toBe(expected[600]);
    const html = batch.finish();
    expect(html).toHaveLength(bodies.length);
    expect(html).toEqual(expected);
  }, 30_000);

  it('fails the batch, naming the bodies, when a worker cannot render a chunk', async () => {
    // Not a string: remark throws on it. Workers go first to last, so the worker meets it while this thread waits.
    const bodies = [42 as unknown as string, ...Array.from({ length: 1199 }, (_, i) => `Objava ${i}.\n`)];
    const batch = renderMarkdownBatch(bodies);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(() => batch.finish()).toThrow(/^Markdown failed on bodies 0–15: TypeError/);
  }, 30_000);

  it('fails the batch the same way when this thread meets the body first', () => {
    const bodies = [...Array.from({ length: 1199 }, (_, i) => `Objava ${i}.\n`), 42 as unknown as string];
    const batch = renderMarkdownBatch(bodies);
    // The last chunk is read before a worker, going first to last, can reach it.
    expect(() => batch.html(bodies.length - 1)).toThrow(/^Markdown failed on bodies 1184–1199: TypeError/);
    batch.cancel();
  });
});
