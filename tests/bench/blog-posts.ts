import type { ProjectCopy } from '../support/project-copy';

// The bench's generated blog, shared by our build and the Eleventy yardstick.
const COVER = 'bench-cover.svg';
const WORDS = (
  'gledanje kanal program signal slika televizor aplikacija pretplata utakmica film serija mreža brzina ' +
  'uređaj daljinski vodič kvaliteta paket sadržaj korisnik postavke ekran zvuk prijenos večer obitelj'
).split(' ');

/** Deterministic words: the same post number always gives the same text. */
function words(seed: number, count: number): string {
  return Array.from({ length: count }, (_, i) => WORDS[(seed * 7 + i * 13 + (i >> 3)) % WORDS.length]).join(' ');
}

/** About 400 words with headings, a list, a link, bold and italic, like an editor's post. */
export function benchPost(n: number): string {
  const day = new Date(Date.UTC(2015, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  return `---
title: "Objava broj ${n}: ${words(n, 4)}"
date: ${day}
excerpt: "${words(n + 1, 20)}."
coverImage: ${COVER}
category: Blog
tags: [IPTV, ${WORDS[n % WORDS.length]}, Savjeti, Test]
author: BalkanStream
---

Objava ${n}. ${words(n, 60)} **${words(n + 2, 3)}** ${words(n + 3, 20)}.

## ${words(n + 4, 3)}

${words(n + 5, 70)} *${words(n + 6, 2)}* ${words(n + 7, 20)} [upute za instalaciju](/installation).

- ${words(n + 8, 8)}
- ${words(n + 9, 8)}
- ${words(n + 10, 8)}

### ${words(n + 11, 4)}

${words(n + 12, 90)}.

## ${words(n + 13, 3)}

${words(n + 14, 80)} **${words(n + 15, 2)}**.
`;
}

const COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#0b1230"/><circle cx="600" cy="338" r="200" fill="#7c3aed"/></svg>\n`;

/** Fills a copy with POSTS generated posts and the shared cover. */
export function generateBlog(copy: ProjectCopy, count: number): void {
  copy.write(`content/images/${COVER}`, COVER_SVG);
  for (let n = 1; n <= count; n++) copy.write(`content/blog/bench-post-${n}.md`, benchPost(n));
}
