import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContentSources, validateContent } from '../../build/content';
import { parseMarkdown, parseYaml, parseYamlSource } from '../../build/content/load';
import { aboutSchema } from '../../shared/content/about';
import { blogPostFrontMatterSchema } from '../../shared/content/blog';
import { plansSchema } from '../../shared/content/plans';
import { siteSchema } from '../../shared/content/site';
import { messageOf } from '../support/content-errors';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const readme = read('README.md');
/** The README's text with its line wrapping undone, as an editor reads it. */
const readmeText = readme.replace(/\s+/g, ' ');

/** A mistake made in a real content file, and the message the build gives for it. */
const examples: { name: string; message: () => string }[] = [
  {
    name: 'a number where text goes',
    message: () =>
      messageOf(() =>
        parseYaml(
          'content/site.yaml',
          read('content/site.yaml').replace('origin: https://balkanstream.example', 'origin: 42'),
          siteSchema,
        ),
      ),
  },
  {
    name: 'a misspelt key',
    message: () =>
      messageOf(() =>
        parseYaml(
          'content/plans.yaml',
          read('content/plans.yaml').replace('        popular: true', '        populer: true'),
          plansSchema,
        ),
      ),
  },
  {
    name: 'a day the calendar lacks',
    message: () =>
      messageOf(() =>
        parseMarkdown(
          'content/blog/smart-tv-vs-android-box.md',
          read('content/blog/smart-tv-vs-android-box.md').replace('date: 2026-10-20', 'date: 2026-11-31'),
          blogPostFrontMatterSchema,
        ),
      ),
  },
  {
    name: 'a colon in an unquoted value',
    message: () =>
      messageOf(() =>
        parseYaml(
          'content/pages/about.yaml',
          read('content/pages/about.yaml').replace('  heading: Naša misija', '  heading: Naša misija: kanali za sve'),
          aboutSchema,
        ),
      ),
  },
];

describe("the README's example errors are what the build says", () => {
  it.each(examples)('$name', ({ message }) => {
    const text = message();
    expect(text.split('\n')).toHaveLength(1);
    expect(readme, text).toContain(`\n${text}\n`);
  });

  it('an unknown placeholder in page copy', async () => {
    const sources = await loadContentSources();
    sources.yaml.home = parseYamlSource(
      'content/pages/home.yaml',
      read('content/pages/home.yaml').replace('uključuje {premium.devices}', 'uključuje {premium.device}'),
      0,
    );
    const error = await validateContent(sources).catch((e: unknown) => e as Error);
    const [line] = (error as Error).message.split('\n');
    expect(readmeText).toContain(`${line!.replace(/; known: .*/, '; known: …')}`);
  });
});
