import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { benchPost, generateBlog } from '../bench/blog-posts';
import { startDev, type DevServer } from '../support/dev-server';
import { buildBudget, copyProject, describeBuild, type ProjectCopy } from '../support/project-copy';
import { treeHashes } from '../support/tree-hashes';

const POSTS = 30;
let project: ProjectCopy | undefined;
let clean: ProjectCopy | undefined;
let dev: DevServer | undefined;

afterAll(() => {
  dev?.kill();
  project?.remove();
  clean?.remove();
});

const post = (n: number) => `content/blog/bench-post-${n}.md`;

it(
  'after body, title, date and tag edits, a new and a deleted post and YAML edits (the origin too), npm run dev serves the bytes a clean build writes',
  async () => {
    project = copyProject('balkanstream-dev-incremental-');
    generateBlog(project, POSTS);
    dev = await startDev(project);
    const site = project.file('.cache/dev/site');
    /**
     * One save, and the rebuild that took it finished: the next edit starts from what this one built. The rebuild is
     * the one whose log line names the file: a rebuild already under way for an earlier save's second event does not.
     */
    const save = async (file: string, change: (p: ProjectCopy) => void) => {
      const from = dev!.output().length;
      change(project!);
      // The server names changed files by their project path, as `file` does.
      const rebuiltIt = () =>
        dev!
          .output()
          .slice(from)
          .split('\n')
          .some((l) => l.startsWith('rebuilt in ') && l.includes(file));
      await expect.poll(rebuiltIt, { timeout: 30_000, interval: 20 }).toBe(true);
      expect(dev!.output()).not.toMatch(/Build stopped|Still serving the last good build|Fix the file/);
    };
    const edit = (file: string, from: RegExp | string, to: string) =>
      save(file, (p) => {
        const text = p.read(file);
        expect(text, file).toMatch(from);
        p.write(file, text.replace(from, to));
      });

    // A body only: its page; a title: index pages, neighbours' links, feed, card; a date: the order everywhere.
    await edit(post(10), 'Objava 10.', 'Objava 10, izmijenjena.');
    await edit(post(11), /^title: .*$/m, 'title: "Novi naslov jedanaeste objave"');
    await edit(post(12), /^date: .*$/m, 'date: 2015-01-29');
    await edit(post(13), /^tags: .*$/m, 'tags: [Sport, Savjeti]');
    await save(post(POSTS + 1), (p) => p.write(post(POSTS + 1), benchPost(POSTS + 1)));
    await save(post(5), (p) => rmSync(p.file(post(5))));
    await edit('content/pages/about.yaml', /^(\s+title: ).*$/m, '$1Tko smo mi | BalkanStream');
    await edit('content/pages/blog.yaml', /^heading: .*$/m, 'heading: Blog BalkanStreama');
    // The origin is in every canonical URL, card URL and the sitemap, which dev keeps between builds.
    await edit('content/site.yaml', /^origin: .*$/m, 'origin: https://balkanstream.example.net');
    await edit(post(20), 'Objava 20.', 'Objava 20, opet.');
    const served = treeHashes(site);

    // The same content in a fresh copy, built by npm run build with no page, post or Markdown cache: only the encoded
    // images and cards, which are named by their content, are reused.
    clean = copyProject('balkanstream-dev-clean-');
    rmSync(clean.file('content'), { recursive: true });
    cpSync(project.file('content'), clean.file('content'), { recursive: true });
    for (const entry of existsSync(clean.file('.cache'))
      ? readdirSync(clean.file('.cache'), { withFileTypes: true })
      : [])
      if (!['images', 'og'].includes(entry.name)) rmSync(clean.file(`.cache/${entry.name}`), { recursive: true });
    const built = clean.build();
    expect(built.status, describeBuild(built)).toBe(0);
    const expected = treeHashes(clean.file('dist'));

    expect(expected.size).toBeGreaterThan(POSTS);
    const differing = [...new Set([...served.keys(), ...expected.keys()])].filter(
      (file) => served.get(file) !== expected.get(file),
    );
    expect(differing).toEqual([]);
  },
  buildBudget(2) + 60_000,
);
