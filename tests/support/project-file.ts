import { readFileSync } from 'node:fs';

/** The text of a file of this project, by its path from the project root (e.g. `content/plans.yaml`). */
export function readProjectFile(file: string): string {
  return readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
}
