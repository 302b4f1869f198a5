// Cloudflare Pages skips rules past its limits (a deploy with too many dynamic redirects is rejected whole):
// the build stops instead, before a page silently becomes unreachable in production.

export const MAX_STATIC_REDIRECTS = 2_000;
export const MAX_DYNAMIC_REDIRECTS = 100;
export const MAX_HEADER_RULES = 100;
export const MAX_HEADERS_LINE = 2_000;

const isRuleLine = (line: string) => line.trim() !== '' && !line.trimStart().startsWith('#');

/** Cloudflare counts every rule at or after the first one with a splat or placeholder as dynamic. */
export function countRedirects(redirectsText: string): { static: number; dynamic: number } {
  const sources = redirectsText
    .split('\n')
    .filter(isRuleLine)
    .map((line) => line.trim().split(/\s+/)[0]!);
  const firstDynamic = sources.findIndex((from) => from.includes('*') || /\/:[A-Za-z]/.test(from));
  const staticCount = firstDynamic === -1 ? sources.length : firstDynamic;
  return { static: staticCount, dynamic: sources.length - staticCount };
}

/** Every way `_headers` and `_redirects` pass a limit of Cloudflare Pages, one sentence each; empty when they fit. */
export function hostLimitProblems(headersText: string, redirectsText: string): string[] {
  const problems: string[] = [];
  const redirects = countRedirects(redirectsText);
  if (redirects.static > MAX_STATIC_REDIRECTS) {
    problems.push(
      `_redirects has ${redirects.static} static rules; Cloudflare Pages reads at most ${MAX_STATIC_REDIRECTS} and skips the rest`,
    );
  }
  if (redirects.dynamic > MAX_DYNAMIC_REDIRECTS) {
    problems.push(
      `_redirects has ${redirects.dynamic} dynamic rules (every rule from the first wildcard on); Cloudflare Pages rejects a deploy with more than ${MAX_DYNAMIC_REDIRECTS}`,
    );
  }
  const lines = headersText.split('\n');
  const rules = lines.filter((line) => isRuleLine(line) && !/^\s/.test(line)).length;
  if (rules > MAX_HEADER_RULES)
    problems.push(`_headers has ${rules} rules; Cloudflare Pages reads at most ${MAX_HEADER_RULES}`);
  lines.forEach((line, index) => {
    if (line.length > MAX_HEADERS_LINE) {
      problems.push(
        `_headers line ${index + 1} (${line.trim().split(':')[0]}) is ${line.length} characters; Cloudflare Pages accepts at most ${MAX_HEADERS_LINE}`,
      );
    }
  });
  return problems;
}

export class HostLimitError extends Error {
  constructor(problems: string[]) {
    super(`The host files would not work on Cloudflare Pages:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'HostLimitError';
  }
}

export function assertWithinHostLimits(headersText: string, redirectsText: string): void {
  const problems = hostLimitProblems(headersText, redirectsText);
  if (problems.length > 0) throw new HostLimitError(problems);
}
