/** The middle value (the upper one of an even count): what every bench figure of repeated runs prints. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
