import { parentPort, workerData } from 'node:worker_threads';
import { markdownToHtml } from './markdown';

// One batch of post bodies in, their HTML out (see markdown-pool.ts).
parentPort!.postMessage((workerData as string[]).map(markdownToHtml));
