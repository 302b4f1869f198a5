import { parentPort, workerData } from 'node:worker_threads';
import { renderClaimed, type ChunkMessage } from './markdown-chunks';

// Claims chunks of post bodies until none is left, sending each chunk's HTML back (see markdown-chunks.ts).
const { bodies, next } = workerData as { bodies: string[]; next: SharedArrayBuffer };
const send = (message: ChunkMessage) => parentPort!.postMessage(message);
renderClaimed(bodies, new Int32Array(next), (start, html) => send({ start, html }));
send('done');
