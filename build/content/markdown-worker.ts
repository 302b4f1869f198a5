import { workerData, type MessagePort } from 'node:worker_threads';
import { remark } from 'remark';
import remarkHtml from 'remark-html';
import { useRemark } from './markdown';
import { chunkCount, DONE, FAILED, renderChunk, take, type ChunkMessage } from './markdown-chunks';

// This bundle holds remark; markdown.ts would otherwise require it from node_modules, which the worker's code has no path to.
useRemark({ remark, remarkHtml });

// Renders every chunk no other thread has taken, first to last, reporting each on the port before marking it (see markdown-pool.ts).
const {
  bodies,
  states: shared,
  port,
} = workerData as { bodies: string[]; states: SharedArrayBuffer; port: MessagePort };
const states = new Int32Array(shared);
const send = (message: ChunkMessage) => port.postMessage(message);
for (let chunk = 0; chunk < chunkCount(bodies); chunk++) {
  if (!take(states, chunk)) continue;
  try {
    send({ chunk, html: renderChunk(bodies, chunk) });
    Atomics.store(states, chunk, DONE);
  } catch (error) {
    send({ chunk, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    Atomics.store(states, chunk, FAILED);
  }
  Atomics.notify(states, chunk);
}
port.close();
