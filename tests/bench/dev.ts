import { openTab, startDev } from '../support/dev-server';
import { copyProject } from '../support/project-copy';
import { median } from './median';

const RUNS = 5;

/** `npm run dev` in a project copy: time from saving a file to the served HTML showing the change, as an open tab sees it. */
export async function benchDev(): Promise<void> {
  const project = copyProject('balkanstream-bench-dev-');
  const dev = await startDev(project);
  const tab = await openTab(dev.url);
  const url = `${dev.url}/about`;
  try {
    const edits: { name: string; target: string; file: string; edit: (text: string, mark: string) => string }[] = [
      {
        name: 'content (YAML title)',
        target: '< 500 ms',
        file: 'content/pages/about.yaml',
        edit: (t, mark) => t.replace(/^(\s+title: ).*$/m, `$1${mark} | BalkanStream`),
      },
      {
        name: 'stylesheet (CSS rule)',
        target: '< 1.5 s',
        file: 'templates/styles/site.css',
        edit: (t, mark) => `${t}\n.${mark}{color:red}\n`,
      },
      {
        name: 'template (TSX text)',
        target: '< 1.5 s',
        file: 'templates/sections/PageHero.tsx',
        edit: (t, mark) => t.replace(/(<section\b[^>]*>)/, `$1<p>${mark}</p>`),
      },
    ];
    console.log('edit                     median     min     max   target');
    for (const { name, target, file, edit } of edits) {
      const original = project.read(file);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const mark = `bench${Date.now()}x${run}`;
        const started = performance.now();
        await tab.afterSave(
          () => project.write(file, edit(original, mark)),
          url,
          (body) => body.includes(mark),
          90_000,
        );
        times.push(performance.now() - started);
        // Let the watcher go quiet so each run times one rebuild.
        await new Promise((r) => setTimeout(r, 300));
      }
      project.write(file, original);
      await new Promise((r) => setTimeout(r, 2_000));
      const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
      console.log(
        `${name.padEnd(22)} ${ms(median(times))} ${ms(Math.min(...times))} ${ms(Math.max(...times))}   ${target}`,
      );
    }
  } finally {
    tab.close();
    await dev.interrupt();
    project.remove();
  }
}
