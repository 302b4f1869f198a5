import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorSchemas } from '../../../build/content/editor-schemas';
import { projectRoot } from '../../../build/paths';

describe('JSON Schemas for editors', () => {
  it.each(Object.entries(editorSchemas()))(
    '%s matches the zod schema the build validates with (run `npm run schemas`)',
    (file, json) => {
      expect(readFileSync(path.join(projectRoot, file), 'utf8')).toBe(json);
    },
  );
});
