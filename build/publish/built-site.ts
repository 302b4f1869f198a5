import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir, projectRoot } from '../paths';

/** Stops a command that serves or uploads dist/ when no build has made it (nor, for `serve`, its serve.json). */
export function requireBuiltSite(command: string, files: readonly string[] = []): void {
  const dist = path.relative(projectRoot, distDir);
  const missing = [path.join(distDir, 'index.html'), ...files].filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  console.error(
    `${command}: ${dist}/ holds no built site yet (${missing.map((file) => path.relative(projectRoot, file)).join(', ')} missing): run npm run build first.`,
  );
  process.exit(1);
}
