import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startDev, type DevServer } from '../support/dev-server';
import { copyProject, type ProjectCopy } from '../support/project-copy';

const ABOUT = 'content/pages/about.yaml';
const TITLE_LINE = /^(\s+)title: O nama \| BalkanStream$/m;
// The hero of /about, and of the blog's pages: the template the tests below edit.
const HERO = 'templates/sections/PageHero.tsx';
/** The hero's source with `markup` first inside its section. */
const heroWith = (source: string, markup: string) => source.replace(/(<section\b[^>]*>)/, `$1${markup}`);

let project: ProjectCopy;
let dev: DevServer;
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  project = copyProject('balkanstream-dev-');
  dev = await startDev(project);
  browser = await launchBrowser();
  page = await browser.newPage();
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  dev?.kill();
  project?.remove();
});

const setTitle = (title: string) =>
  project.write(
    ABOUT,
    project.read(ABOUT).replace(/^(\s+)title: .*\| BalkanStream$/m, `$1title: ${title} | BalkanStream`),
  );

// Each test waits up to 30 s per rebuild it causes (up to three); the test's own budget leaves those waits room to report.
describe('npm run dev', { timeout: 120_000 }, () => {
  it('serves the site with its CSP and the reload script, and writes nothing into dist/', async () => {
    expect(project.read(ABOUT)).toMatch(TITLE_LINE);
    const response = await fetch(`${dev.url}/about`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await response.text()).toContain('<title>O nama | BalkanStream</title>');
    expect(existsSync(project.file('dist'))).toBe(false);
  });

  it('shows a saved YAML edit in the open tab', async () => {
    await page.goto(`${dev.url}/about`);
    setTitle('O nama, uređeno');
    await page.waitForFunction(() => document.title.startsWith('O nama, uređeno'), undefined, { timeout: 30_000 });
    expect(problems, 'the reload script runs under the CSP without errors').toEqual([]);
  });

  it('a broken file shows file:line:col over the page and in the terminal, while the last good page stays served', async () => {
    project.write(ABOUT, project.read(ABOUT).replace(/^(\s+)title: .*$/m, '$1title: [unclosed'));
    const overlay = page.locator('#dev-build-error');
    await overlay.waitFor({ timeout: 30_000 });
    const text = await overlay.textContent();
    expect(text).toMatch(/content\/pages\/about\.yaml:\d+:\d+ /);
    const location = text!.match(/content\/pages\/about\.yaml:\d+:\d+[^\n]*/)![0];
    expect(dev.output()).toContain(location);
    expect(await fetch(`${dev.url}/about`).then((r) => r.text())).toContain(
      '<title>O nama, uređeno | BalkanStream</title>',
    );
  });

  it('fixing the file clears the overlay and shows the fix', async () => {
    project.write(
      ABOUT,
      project.read(ABOUT).replace(/^(\s+)title: \[unclosed$/m, '$1title: O nama, popravljeno | BalkanStream'),
    );
    await page.waitForFunction(() => document.title.startsWith('O nama, popravljeno'), undefined, { timeout: 30_000 });
    expect(await page.locator('#dev-build-error').count()).toBe(0);
    expect(problems, 'the overlay and reloads ran under the CSP without errors').toEqual([]);
  });

  it('rapid saves make one rebuild, which shows the last save', async () => {
    const rebuilds = () => dev.output().match(/^rebuilt in /gm)?.length ?? 0;
    const before = rebuilds();
    for (let i = 1; i <= 5; i++) setTitle(`O nama, spremljeno ${i}`);
    await dev.waitForPage('/about', (body) => body.includes('<title>O nama, spremljeno 5 | BalkanStream</title>'));
    // The build process writes the page before the server logs its reply, so the line can follow the page by a moment.
    await vi.waitFor(() => expect(rebuilds() - before).toBeGreaterThan(0), { timeout: 10_000 });
    expect(rebuilds() - before).toBe(1);
  });

  it('a template edit shows too, on kept blog routes as well (the build code is reloaded)', async () => {
    const source = project.read(HERO);
    const changed = heroWith(source, '<p id="dev-edit">template edit</p>');
    expect(changed).not.toBe(source);
    project.write(HERO, changed);
    // A template edit re-imports the build code in the build process: on a 2-core box busy with the rest of the suite
    // that has taken over 30 s.
    await dev.waitForPage('/about', (body) => body.includes('id="dev-edit"'), 90_000);
    // /blog's route is kept between builds; it is made again with the edited template.
    expect(await fetch(`${dev.url}/blog`).then((r) => r.text())).toContain('id="dev-edit"');
  });

  it('a template saved while a content edit rebuilds shows after its own rebuild', { timeout: 240_000 }, async () => {
    const source = project.read(HERO);
    // Saved this long after the content, the template lands while that build runs, before it renders.
    for (const [round, delay] of [50, 100].entries()) {
      setTitle(`O nama, runda ${round}`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      project.write(HERO, heroWith(source, `<p id="dev-round">runda ${round}</p>`));
      await dev.waitForPage(
        '/about',
        (body) => body.includes(`O nama, runda ${round} |`) && body.includes(`<p id="dev-round">runda ${round}</p>`),
        70_000,
      );
    }
  });

  it('a template that fails to load fails the content edits after it too, until it is fixed', {
    timeout: 240_000,
  }, async () => {
    const source = project.read(HERO);
    const failures = () => dev.output().split('Still serving the last good build').length - 1;
    const before = failures();
    project.write(HERO, `${source}\nexport const broken = ;\n`);
    await vi.waitFor(() => expect(failures()).toBeGreaterThan(before), { timeout: 90_000 });
    expect(dev.output()).toContain('PageHero.tsx');
    const templateFailed = failures();
    setTitle('O nama, uz pokvareni predložak');
    await vi.waitFor(() => expect(failures()).toBeGreaterThan(templateFailed), { timeout: 30_000 });
    expect(await fetch(`${dev.url}/about`).then((r) => r.text())).not.toContain('uz pokvareni predložak');
    project.write(HERO, source);
    await dev.waitForPage(
      '/about',
      (body) => body.includes('<title>O nama, uz pokvareni predložak | BalkanStream</title>'),
      90_000,
    );
  });

  it('a template that changes on every load fails its build with a message instead of loading forever', {
    timeout: 240_000,
  }, async () => {
    const source = project.read(HERO);
    let writes = 0;
    // As a generator on a loop would: replaced whole (never read half-written) each 100 ms, far enough apart for a
    // rebuild to start (saves closer together wait for the last) and close enough for every load to find it changed.
    const churn = setInterval(() => {
      project.write('churn.tmp', `${source}\n// ${++writes}\n`);
      renameSync(project.file('churn.tmp'), project.file(HERO));
    }, 100);
    try {
      await vi.waitFor(() => expect(dev.output()).toContain('The build code changed each of the 3 times it loaded'), {
        timeout: 120_000,
      });
    } finally {
      clearInterval(churn);
    }
    project.write(HERO, heroWith(source, '<p id="dev-settled">mirno</p>'));
    await dev.waitForPage('/about', (body) => body.includes('<p id="dev-settled">mirno</p>'), 90_000);
  });

  it('an added post appears, an edited one changes and a removed one is gone', async () => {
    const post = (title: string) =>
      `---\ntitle: "${title}"\ndate: 2026-02-01\nexcerpt: Sažetak.\ncoverImage: blog-smart-tv-vs-android-box.svg\ncategory: Blog\ntags: [IPTV]\nauthor: BalkanStream\n---\n\nTekst.\n`;
    const postPath = '/blog/dev-objava';
    project.write('content/blog/dev-objava.md', post('Nova objava'));
    const card = (body: string) => /<meta property="og:image" content="([^"]+)"/.exec(body)?.[1];
    const first = card(
      await dev.waitForPage(postPath, (body) => body.includes('<h1 id="post-title">Nova objava</h1>')),
    );
    project.write('content/blog/dev-objava.md', post('Nova objava, uređena'));
    const edited = card(
      await dev.waitForPage(postPath, (body) => body.includes('<h1 id="post-title">Nova objava, uređena</h1>')),
    );
    // The card keys kept between builds follow the new title: a new card, served.
    expect(edited).not.toBe(first);
    expect((await fetch(`${dev.url}${new URL(edited!).pathname}`)).status).toBe(200);
    expect(await fetch(`${dev.url}/blog`).then((r) => r.text())).toContain('Nova objava, uređena');
    rmSync(project.file('content/blog/dev-objava.md'));
    await dev.waitForPage('/blog', (body) => !body.includes('Nova objava'));
    // /blog can show the change while the same rebuild is still deleting the post's file: poll, not race it.
    await expect
      .poll(async () => (await fetch(`${dev.url}${postPath}`, { redirect: 'manual' })).status, { timeout: 10_000 })
      .not.toBe(200);
  });

  it('a changed file in public/ is served after the rebuild', async () => {
    project.write('public/dev-note.txt', 'prva verzija');
    await dev.waitForPage('/dev-note.txt', (body) => body === 'prva verzija');
    project.write('public/dev-note.txt', 'druga verzija');
    await dev.waitForPage('/dev-note.txt', (body) => body === 'druga verzija');
  });

  it('folders made and removed at once (a checkout, an editor’s temporary folder) leave it serving and watching', async () => {
    for (let i = 0; i < 40; i++) {
      for (const dir of ['content', 'public']) {
        project.write(`${dir}/churn-${i}/deep/note.txt`, 'x');
        rmSync(project.file(`${dir}/churn-${i}`), { recursive: true, force: true });
      }
      await new Promise((resolve) => setTimeout(resolve, i % 5));
    }
    setTitle('O nama, nakon mape');
    await dev.waitForPage('/about', (body) => body.includes('<title>O nama, nakon mape | BalkanStream</title>'));
  });

  const replaced: [string, (file: string, title: string) => void][] = [
    [
      'an editor saving by rename',
      (file, title) => {
        writeFileSync(
          `${file}.saving`,
          readFileSync(file, 'utf8').replace(/^(\s+)title: .*\| BalkanStream$/m, `$1title: ${title} | BalkanStream`),
        );
        renameSync(`${file}.saving`, file);
      },
    ],
    [
      'sed -i',
      (file, title) => {
        execFileSync('sed', ['-i', `s/title: .* | BalkanStream$/title: ${title} | BalkanStream/`, file]);
      },
    ],
    [
      'git checkout (the file removed, then written anew)',
      (file, title) => {
        const text = readFileSync(file, 'utf8').replace(
          /^(\s+)title: .*\| BalkanStream$/m,
          `$1title: ${title} | BalkanStream`,
        );
        rmSync(file);
        writeFileSync(file, text);
      },
    ],
  ];
  it.each(replaced)('after %s, that save and every later save of the file rebuild', async (_way, replace) => {
    const title = (n: number) => `O nama, zamjena ${n}`;
    replace(project.file(ABOUT), title(1));
    await dev.waitForPage('/about', (body) => body.includes(`<title>${title(1)} | BalkanStream</title>`));
    for (const n of [2, 3]) {
      setTitle(title(n));
      await dev.waitForPage('/about', (body) => body.includes(`<title>${title(n)} | BalkanStream</title>`));
    }
  });

  it('a file saved in a folder made after it started is watched, and a save after the folder is removed still rebuilds', async () => {
    project.write('public/nova-mapa/dublje/biljeska.txt', 'prva');
    await dev.waitForPage('/nova-mapa/dublje/biljeska.txt', (body) => body === 'prva');
    project.write('public/nova-mapa/dublje/biljeska.txt', 'druga');
    await dev.waitForPage('/nova-mapa/dublje/biljeska.txt', (body) => body === 'druga');
    rmSync(project.file('public/nova-mapa'), { recursive: true });
    setTitle('O nama, nakon brisanja mape');
    await dev.waitForPage('/about', (body) =>
      body.includes('<title>O nama, nakon brisanja mape | BalkanStream</title>'),
    );
  });

  it('Ctrl-C stops it cleanly, even while a rebuild runs and another save waits', async () => {
    setTitle('Prekid usred gradnje');
    await new Promise((resolve) => setTimeout(resolve, 400));
    setTitle('Prekid, druga izmjena');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const code = await dev.interrupt();
    expect(code, dev.output().slice(-3000)).toBe(0);
    expect(dev.output()).toContain('dev server stopped');
  });
});
