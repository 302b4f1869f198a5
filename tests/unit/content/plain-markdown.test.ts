import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { remarkToHtml } from '../../../build/content/markdown';
import { plainMarkdownToHtml } from '../../../build/content/plain-markdown';
import { projectRoot } from '../../../build/paths';
import { benchPost } from '../../bench/blog-posts';

// Bodies written plainly skip remark (plain-markdown.ts): wherever the fast path answers, it must give remark's bytes.
describe('plainly written Markdown without the parser', () => {
  const agrees = (body: string) => {
    const plain = plainMarkdownToHtml(body);
    if (plain !== undefined) expect(plain, JSON.stringify(body)).toBe(remarkToHtml(body));
    return plain !== undefined;
  };

  it("gives remark's HTML for the project's posts and legal pages and the bench's generated posts", () => {
    const bodies = ['blog', 'legal'].flatMap((dir) =>
      readdirSync(path.join(projectRoot, 'content', dir)).map(
        (file) => matter(readFileSync(path.join(projectRoot, 'content', dir, file), 'utf8')).content,
      ),
    );
    for (let n = 1; n <= 4000; n += 200) bodies.push(matter(benchPost(n)).content);
    const plain = bodies.filter(agrees).length;
    expect(plain, 'bodies that took the fast path').toBeGreaterThan(bodies.length / 2);
  });

  it.each([
    ['lists', ['- a\n- b', '- a\n\n- b', '- a\n- b\n\ntekst', '* a', '+ a', '- - a', '- # a', '-a', 'a\n- b']],
    [
      'numbered lists',
      [
        '1. a\n2. b',
        '1. a\n1. b',
        '2. a\n3. b',
        '1. a\n\n2. b',
        '- a\n\n1. b',
        '1. a\n- b',
        '1) a',
        '1.  a',
        '1. 2. a',
      ],
    ],
    [
      'code',
      ['a `b` c', '`a*b`', '## x `y`', '``a``', '` a `', '`a` `b`', '**`a`**', '*`a`*', 'x`a`y', '`a', '`a\nb`'],
    ],
    ['code beside other signs', ['[`a`](/x)', '[a `b`](/x)', '`[a](/x)`', '`a"b>c`', '```', '```js\na\n```', '`*`*a*']],
    [
      'headings',
      ['# a', '# a #', '#a', '## a\nb', 'a\n## b', '####### a', '## **a** [b](/c)', '## !!', '## a\n\n## a'],
    ],
    [
      'other blocks',
      ['a\n1. b', '2026. godine', '1) x', 'a\n===', 'a\n---', '---', '> q', '=a', '  a', 'a  \nb', 'a\n\n\nb'],
    ],
    ['stars', ['a *b* c', 'a*b*c', '**a:** b', '**a**.', '*a*:', '**a:**.', '** a**', '**a **', '***a***', '**a***']],
    [
      'more stars',
      ['****', 'a ** b', '5 * 3', '**a* b', '*a** b', 'a\u00a0*b*', '😀**a**', '**a**😀', '**"a"**', '*a*b'],
    ],
    [
      'links',
      ['[a](/x)', '![a](/x)', '[a] (/x)', '[a](/x "t")', '[a](</x>)', '[*a*](/x)', '**[a](/x)**', '[a](/x)**b**'],
    ],
  ])('agrees with remark on %s, plainly written or not', (_kind, bodies) => {
    for (const body of bodies) agrees(body);
  });

  it("gives remark's HTML, or leaves the body to remark, for text made of every sign its rules turn on", () => {
    const pieces = [
      'riječ',
      'Što',
      'a',
      '4K',
      ' ',
      ' ',
      '  ',
      '\u00a0',
      '.',
      ',',
      ':',
      '!',
      '?',
      '"',
      "'",
      '(',
      ')',
      '–',
      '/',
      '#',
      '>',
      '=',
      '+',
      '-',
      '|',
      '{',
      '}',
      '%',
      '@',
      '1.',
      '2)',
      '*',
      '*',
      '**',
      '**',
      '***',
      '[',
      ']',
      '[l](/x)',
      '[veza](https://a.example/b?c=1#d)',
      '![i](/x)',
      '[l](x y)',
      '[ l](/x)',
      '[l]',
      '(/x)',
      '&',
      '<b>',
      '_',
      '`',
      '\\',
      '\t',
      '\n',
      '\n',
      '\n\n',
      '\n\n',
      '\n- ',
      '\n\n- ',
      '- ',
      '\n## ',
      '\n\n## ',
      '# ',
      '###### ',
      '####### ',
      '\n1. ',
      '\n2. ',
      '`k`',
      '``',
      '\n---',
      '\n===',
      '\n> ',
      '    ',
      '😀',
      '**a**',
      '*a*',
      ' **b** ',
      ' *c* ',
      '**d:**',
      '*e*.',
      '{{spec-table}}',
    ];
    // A fixed sequence of pseudo-random choices, so a failure reproduces.
    let seed = 22;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    // Half the bodies use only what the fast path reads, and single stars, so more of them test its rules.
    const plainer = [
      'riječ',
      'Što',
      '4K',
      ' ',
      ' ',
      ' ',
      '.',
      ',',
      ':',
      '!',
      '?',
      '"',
      '(',
      ')',
      '–',
      '#',
      '>',
      '{{spec-table}}',
      '*',
      '*',
      '**',
      '**',
      '**a**',
      '*a*',
      ' **b** ',
      ' *c* ',
      '**d:**',
      '*e*.',
      '[l](/x)',
      '\n',
      '\n\n',
      '\n\n- ',
      '\n- ',
      '\n\n## ',
      '\n\n### ',
      '\n\n1. ',
      '\n1. ',
      '`k`',
      ' `k*` ',
      '😀',
    ];
    let plain = 0;
    for (let body = 0; body < 20000; body++) {
      const from = body % 2 === 0 ? pieces : plainer;
      const text = Array.from({ length: 1 + next(30) }, () => from[next(from.length)]).join('');
      if (agrees(text)) plain++;
    }
    expect(plain, 'bodies that took the fast path').toBeGreaterThan(1000);
  });
});
