import { ContentError, ContentErrors } from '../../build/content/errors';

/** The message an editor sees, from whichever error the parser threw. */
export function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentErrors || error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

/** The 1-based line of `text` holding `needle`, where an error about it must point. */
export function lineOf(text: string, needle: string): number {
  return text.split('\n').findIndex((line) => line.includes(needle)) + 1;
}
