// Plain JavaScript: build/run.mjs reads the same code before any loader for TypeScript runs.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Folders of the code a build process runs. client/ is not among them: a build bundles it for the browser, reading it like content. */
const RUNNING_CODE_DIRS = ['build', 'templates', 'shared'];

/** @param {string} file a project path, '/'-separated */
export const isRunningCode = (file) =>
  RUNNING_CODE_DIRS.some((dir) => file.startsWith(`${dir}/`)) && /\.(tsx?|mjs)$/.test(file);

/** @param {Buffer} bytes */
export const codeDigest = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every file of the code a build process runs, by project path, with its digest, as it is on disk now.
 * @param {string} projectRoot
 * @returns {Record<string, string>}
 */
export function readRunningCode(projectRoot) {
  /** @type {Record<string, string>} */
  const code = {};
  const list = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(path.join(projectRoot, folder), { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) list(file);
      else if (entry.isFile() && isRunningCode(file))
        code[file] = codeDigest(readFileSync(path.join(projectRoot, file)));
    }
  };
  for (const dir of RUNNING_CODE_DIRS) list(dir);
  return code;
}
