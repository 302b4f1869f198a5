import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { CHUNK, chunkCount, renderChunk, take, TAKEN, type ChunkMessage } from './markdown-chunks';
import { workerBundle } from '../worker-bundle';

/** Below this many bodies per worker its start-up (bundling and loading remark, ~0.2 s) costs more than it saves. */
const MIN_PER_WORKER = 400;
/** A chunk takes a worker ~30 ms; one that has not come after this long will not come. */
const WORKER_TIMEOUT_MS = 60_000;

export interface MarkdownBatch {
  /** Body `index` as HTML: a worker's when one has rendered it, else rendered on this thread now, with its chunk. */
  html: (index: number) => string;
  /** Every body as HTML: renders here what no worker has taken, waits for the workers' last chunks, stops them. */
  finish: () => string[];
  /** Stops the workers when the build has failed anyway. */
  cancel: () => void;
}

const chunkFailed = (chunk: number, error: string) =>
  new Error(`Markdown failed on bodies ${chunk * CHUNK}–${chunk * CHUNK + CHUNK - 1}: ${error}`);

/**
 * Markdown to HTML for many bodies: at thousands of posts remark is most of a clean build. One worker thread per other
 * core starts at once and renders chunks from first to last while this thread checks front matter and goes on with the
 * build. When a page needs a body no worker has reached, this thread renders that chunk itself, so the two share the
 * work however it and the machine's load fall, and pages render while Markdown still does.
 */
export function renderMarkdownBatch(bodies: readonly string[]): MarkdownBatch {
  const html: (string | undefined)[] = new Array<string | undefined>(bodies.length);
  const states = new Int32Array(new SharedArrayBuffer(4 * Math.max(1, chunkCount(bodies))));
  const threads = Math.min(availableParallelism() - 1, Math.floor(bodies.length / MIN_PER_WORKER));
  let failure: Error | undefined;
  const workers: { worker: Worker; reports: MessagePort }[] = Array.from({ length: threads }, () => {
    const { port1: reports, port2: port } = new MessageChannel();
    const worker = new Worker(workerBundle(new URL('./markdown-worker.ts', import.meta.url), ['build/content']), {
      eval: true,
      workerData: { bodies, states: states.buffer, port },
      transferList: [port],
    });
    // A worker that cannot start leaves every chunk to this thread; finish() still reports why.
    worker.once('error', (error) => (failure ??= error));
    // A failed build exits without waiting for a worker's last chunks.
    worker.unref();
    return { worker, reports };
  });

  const keep = (chunk: number, rendered: string[]) => rendered.forEach((text, i) => (html[chunk * CHUNK + i] = text));
  // Whichever thread renders a chunk, a body that cannot be rendered fails the build naming its chunk the same way.
  const renderHere = (chunk: number) => {
    try {
      return renderChunk(bodies, chunk);
    } catch (error) {
      throw chunkFailed(chunk, error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
  };
  const receive = () => {
    for (const { reports } of workers) {
      for (let report = receiveMessageOnPort(reports); report; report = receiveMessageOnPort(reports)) {
        const message = report.message as ChunkMessage;
        if ('error' in message) throw chunkFailed(message.chunk, message.error);
        keep(message.chunk, message.html);
      }
    }
  };
  /** Takes the first chunk after `chunk` that no thread has, if any. */
  const takeNext = (chunk: number) => {
    for (let next = chunk + 1; next < chunkCount(bodies); next++) if (take(states, next)) return next;
    return undefined;
  };
  const ensure = (chunk: number) => {
    if (html[chunk * CHUNK] !== undefined) return;
    if (take(states, chunk)) return keep(chunk, renderHere(chunk));
    // A worker has the chunk. Until it reports (on the port, before the chunk's state changes), this thread renders
    // the next free chunks, which the next pages need, instead of waiting.
    while (Atomics.load(states, chunk) === TAKEN) {
      const spare = takeNext(chunk);
      if (spare !== undefined) keep(spare, renderHere(spare));
      else if (Atomics.wait(states, chunk, TAKEN, WORKER_TIMEOUT_MS) === 'timed-out')
        throw new Error('a Markdown worker stopped answering');
    }
    receive();
  };
  const stop = () =>
    workers.forEach(({ worker, reports }) => {
      reports.close();
      void worker.terminate();
    });
  return {
    html: (index) => {
      ensure(Math.floor(index / CHUNK));
      return html[index]!;
    },
    finish: () => {
      try {
        for (let chunk = 0; chunk < chunkCount(bodies); chunk++) ensure(chunk);
      } finally {
        stop();
      }
      if (failure) throw failure;
      return html as string[];
    },
    cancel: stop,
  };
}
