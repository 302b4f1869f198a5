import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../paths';
import { editorSchemas } from './editor-schemas';

for (const [file, json] of Object.entries(editorSchemas())) {
  await mkdir(path.dirname(path.join(projectRoot, file)), { recursive: true });
  await writeFile(path.join(projectRoot, file), json);
  console.log(`wrote ${file}`);
}
