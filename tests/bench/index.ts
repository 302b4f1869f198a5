// Timings and sizes that are reported, never asserted: `npm run bench` runs every part,
// `npm run bench -- site` only the parts named.
import { benchCountries } from './countries';
import { benchCatalogue } from './catalogue';
import { benchBlog } from './blog';
import { benchSite } from './site';
import { benchDev } from './dev';
import { benchOg } from './og';
import { benchHost } from './host';
import { benchDiffSite } from './diff-site';
import { benchHome } from './home';

const parts: Record<string, () => void | Promise<void>> = {
  dev: benchDev,
  og: benchOg,
  site: benchSite,
  countries: benchCountries,
  home: benchHome,
  catalogue: benchCatalogue,
  blog: benchBlog,
  host: benchHost,
  'diff-site': benchDiffSite,
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !Object.hasOwn(parts, name));
if (unknown.length > 0) {
  console.error(
    `npm run bench: no part named ${unknown.join(', ')}; the parts are ${Object.keys(parts).join(', ')}. Nothing was run.`,
  );
  process.exit(1);
}
for (const [name, run] of Object.entries(parts)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  await run();
}
