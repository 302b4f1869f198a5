export function filesUnder(root: string): string[];
export function isRunningCode(file: string): boolean;
export function codeDigest(bytes: Buffer): string;
export function readRunningCode(projectRoot: string, dirs?: readonly string[]): Record<string, string>;
