import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { htmlValidateConfig } from '../support/htmlvalidate';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../support/site';

const validator = new HtmlValidate(htmlValidateConfig);
const pages = await builtPages();

describe('every built page is valid HTML (html-validate, recommended preset)', () => {
  it.each(pages.map((p) => [p.route.path, p] as const))('%s', async (_path, page) => {
    const report = await validator.validateString(page.html, path.join('dist', page.file));
    const errors = report.results.flatMap((result) =>
      result.messages.map(
        (m) =>
          `dist/${page.file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? `  [${m.selector}]` : ''}`,
      ),
    );
    expect(errors).toEqual([]);
  });
});
