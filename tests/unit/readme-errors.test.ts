import { describe, expect, it } from 'vitest';
import { loadContentSources, validateContent } from '../../build/content';
import { parseMarkdown, parseYaml, parseYamlSource } from '../../build/content/load';
import { aboutSchema } from '../../shared/content/about';
import { blogPostFrontMatterSchema } from '../../shared/content/blog';
import { plansSchema } from '../../shared/content/plans';
import { siteSchema } from '../../shared/content/site';
import { messageOf } from '../support/content-errors';
import { readProjectFile } from '../support/project-file';

const readme = readProjectFile('README.md');
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
          readProjectFile('content/site.yaml').replace('origin: https://balkanstream.example', 'origin: 42'),
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
          readProjectFile('content/plans.yaml').replace('        popular: true', '        populer: true'),
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
          readProjectFile('content/blog/smart-tv-vs-android-box.md').replace('date: 2026-10-20', 'date: 2026-11-31'),
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
          readProjectFile('content/pages/about.yaml').replace(
            '  heading: Naša misija',
            '  heading: Naša misija: kanali za sve',
          ),
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
      readProjectFile('content/pages/home.yaml').replace('uključuje {premium.devices}', 'uključuje {premium.device}'),
      0,
    );
    const error = await validateContent(sources).catch((e: unknown) => e as Error);
    const [line] = (error as Error).message.split('\n');
    expect(readmeText).toContain(`${line!.replace(/; known: .*/, '; known: …')}`);
  });
});
