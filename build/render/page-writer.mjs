// Writes the page cache's files for page-cache.ts on a thread of its own, so a build's main thread neither encodes
// nor waits for the disk while it renders. Plain JavaScript: a worker thread starts it as it is, under tsx or bundled.
import { closeSync, openSync, renameSync, writevSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';

/** The stylesheets and shell parts that many pages splice in, by id, encoded once. */
const shared = new Map();
let failure;

/** Writes a file from pieces in one go (writev), instead of joining them into one string and encoding that. */
function writePieces(file, pieces) {
  const fd = openSync(file, 'w');
  try {
    let rest = pieces;
    while (rest.length > 0) {
      let written = writevSync(fd, rest);
      // A short write leaves the rest for the next call.
      while (rest.length > 0 && written >= rest[0].length) written -= rest.shift().length;
      if (written > 0) rest[0] = rest[0].subarray(written);
    }
  } finally {
    closeSync(fd);
  }
}

parentPort.on('message', (message) => {
  if ('markup' in message) shared.set(message.id, Buffer.from(message.markup));
  else if ('done' in message) parentPort.postMessage({ failure });
  else if (failure === undefined) {
    try {
      // Written beside and renamed, so a reader never sees half a page.
      const { temp, file, html, splices } = message;
      const pieces = [];
      let from = 0;
      for (const [at, end, id] of splices) {
        pieces.push(Buffer.from(html.slice(from, at)), shared.get(id));
        from = end;
      }
      pieces.push(Buffer.from(html.slice(from)));
      writePieces(temp, pieces);
      renameSync(temp, file);
    } catch (error) {
      failure = error instanceof Error ? (error.stack ?? error.message) : String(error);
    }
  }
});
