import { describe, expect, it } from 'vitest';
import { loadContentSources, validateContent } from '../../../build/content';
import { unsafeLinkErrors } from '../../../build/content/load';
import { markdownToHtml } from '../../../build/content/markdown';

const HINT = 'a link or image may only point to https://, http://, mailto:, tel: or a path on this site';

describe('unsafe links in Markdown stop the build at their line', () => {
  const disguises: [string, string][] = [
    ['[klik](javascript:alert(1))', 'javascript:alert(1)'],
    ['[klik](JaVaScRiPt:alert(1))', 'JaVaScRiPt:alert(1)'],
    ['[klik](&#106;avascript:alert(1))', 'javascript:alert(1)'],
    ['[klik](&#x6A;avascript&colon;alert(1))', 'javascript:alert(1)'],
    ['[klik](java&#x09;script:alert(1))', 'java\tscript:alert(1)'],
    ['[klik](<java\tscript:alert(1)>)', 'java\tscript:alert(1)'],
    ['[klik](<java\u0001script:alert(1)>)', 'java\u0001script:alert(1)'],
    ['<vbscript:msgbox(1)>', 'vbscript:msgbox(1)'],
    ['![slika](data:image/svg+xml;base64,PHN2Zz4=)', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['[klik](DATA:text/html,<b>x</b>)', 'DATA:text/html,<b>x</b>'],
  ];
  it.each(disguises)('%j', (link, url) => {
    const body = `Uvod.\n\nTekst s linkom: ${link} i dalje.\n`;
    expect(unsafeLinkErrors('content/blog/x.md', 10, body).map((e) => e.message)).toEqual([
      `content/blog/x.md:12:17 unsafe link ${JSON.stringify(url)}: ${HINT}`,
    ]);
  });

  it('a reference definition is caught where it is defined', () => {
    const body = 'Vidi [ovdje][a].\n\n> [a]: javascript:alert(1)\n';
    expect(unsafeLinkErrors('content/blog/x.md', 1, body).map((e) => e.message)).toEqual([
      `content/blog/x.md:3:3 unsafe link "javascript:alert(1)": ${HINT}`,
    ]);
  });

  it('leaves the web, mail, phone, site paths, fragments and prose alone', () => {
    const body = [
      '[a](https://example.com/?a=1&b=2) [b](http://example.com) [c](mailto:info@example.com) [d](tel:+38761000000)',
      '[e](/lista-kanala?q=rts) [f](#uvod) [g](../blog/x) [h](slika.png) <https://example.com>',
      'Podaci (data): 5 GB. Napomena: javascript je isključen. [tekst]: obično.',
    ].join('\n');
    expect(unsafeLinkErrors('content/blog/x.md', 1, body)).toEqual([]);
  });

  it('the renderer still empties such a link as a last guard', () => {
    expect(markdownToHtml('[klik](JaVaScRiPt:alert(1))')).toBe('<p><a href="">klik</a></p>\n');
  });

  it('a post and a legal page with one stop the build, naming file and line', async () => {
    const sources = await loadContentSources();
    const [post] = sources.blog;
    const bodyAt = post!.text.split('\n').length;
    sources.blog[0] = { ...post!, text: `${post!.text}\n[klik](JaVaScRiPt:alert(1))\n` };
    const legal = sources.legal[0]!;
    sources.legal[0] = { ...legal, body: `${legal.body}\n[x](data:text/html,hi)\n` };
    const legalLine = legal.bodyLine + legal.body.split('\n').length;
    await expect(validateContent(sources)).rejects.toThrow(
      [
        `${legal.source.file}:${legalLine}:1 unsafe link "data:text/html,hi": ${HINT}`,
        `${post!.file}:${bodyAt + 1}:1 unsafe link "JaVaScRiPt:alert(1)": ${HINT}`,
      ].join('\n'),
    );
  });
});
