import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '../../build/content';
import type { Content } from '../../shared/content/content';
import { distDir, projectRoot } from '../../build/paths';
import { buildRoutes } from '../../build/routes/table';
import type { BuiltRoute, PlannedRoute, Route } from '../../shared/route';
import { NOT_FOUND_PATH, outputFile } from '../../shared/site-paths';

export { distDir, NOT_FOUND_PATH, outputFile, projectRoot };

export interface RouteTable {
  content: Content;
  routes: Route[];
  built: BuiltRoute[];
  planned: PlannedRoute[];
}

let cached: Promise<RouteTable> | undefined;

/** The route table exactly as the build derives it: loadContent() + buildRoutes(). */
export function loadRoutes(): Promise<RouteTable> {
  cached ??= (async () => {
    const content = await loadContent();
    const routes = buildRoutes(content);
    return {
      content,
      routes,
      built: routes.filter((r): r is BuiltRoute => r.status === 'built'),
      planned: routes.filter((r): r is PlannedRoute => r.status === 'planned'),
    };
  })();
  return cached;
}

export interface BuiltPage {
  route: BuiltRoute;
  /** Path inside dist/, e.g. `about.html`. */
  file: string;
  /** Absolute path of the file. */
  absFile: string;
  html: string;
}

/** Every built route with its file in dist/ and its HTML. Throws, naming the route, when a file is missing. */
export async function builtPages(): Promise<BuiltPage[]> {
  const { built } = await loadRoutes();
  return built.map((route) => {
    const file = outputFile(route.path);
    const absFile = path.join(distDir, file);
    if (!existsSync(absFile)) throw new Error(`built route ${route.path} has no dist/${file}`);
    return { route, file, absFile, html: readFileSync(absFile, 'utf8') };
  });
}

/** The site origin without a trailing slash, as canonical URLs and the sitemap use it. */
export async function siteOrigin(): Promise<string> {
  return (await loadRoutes()).content.site.origin.replace(/\/+$/, '');
}
