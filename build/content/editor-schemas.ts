import { z } from 'zod';
import { markdownFolders, yamlFiles, yamlFolders } from './files';

/** JSON Schema of each content file, for editors' YAML autocompletion (`content/schemas/<name>.json`). */
export function editorSchemas(): Record<string, string> {
  const schemas = { ...yamlFiles, ...markdownFolders, ...yamlFolders };
  return Object.fromEntries(
    Object.entries(schemas).map(([name, { schema }]) => [
      `content/schemas/${name}.json`,
      // Editors type the input side: what they write before defaults and transforms apply.
      JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2) + '\n',
    ]),
  );
}
