/** A table may lose at most this share of its channels against the snapshot on disk before the run refuses. */
export const maxShrinkRatio = 0.1;

export type TableOutcome = { table: string; previousChannels: number | undefined } & (
  | { fetched: true; channels: number }
  | { fetched: false; error: string }
);

const overrideHint = 'run with --allow-shrink if that is intended';

/**
 * Why the new snapshot must not replace the one on disk: one line per problem, empty when it may.
 * A failed read is never overridden; `allowShrink` accepts an empty or much smaller table.
 */
export function findProblems(outcomes: readonly TableOutcome[], allowShrink: boolean): string[] {
  return outcomes.flatMap((outcome): string[] => {
    if (!outcome.fetched) return [`${outcome.table}: ${outcome.error}`];
    if (allowShrink) return [];
    const { channels, previousChannels } = outcome;
    const before = previousChannels === undefined ? '' : ` (${previousChannels} in the snapshot on disk)`;
    if (channels === 0) return [`${outcome.table}: came back empty${before}; ${overrideHint}`];
    if (previousChannels !== undefined && channels < previousChannels * (1 - maxShrinkRatio)) {
      const shrink = ((1 - channels / previousChannels) * 100).toFixed(1);
      return [
        `${outcome.table}: shrank by ${shrink} % (${previousChannels} → ${channels} channels; at most ${maxShrinkRatio * 100} % is accepted); ${overrideHint}`,
      ];
    }
    return [];
  });
}
