import { parentPort, workerData } from 'node:worker_threads';
import { replaceFileSync } from '../files/replace-file';
import { CardBackground, CardCanvas } from './og-png';
import type { CardJob, CardsWritten } from './og-pool';

// Lays each card's text over the shared background, compresses it and writes it to its file (see og-pool.ts).
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
const canvas = new CardCanvas(new CardBackground(asBuffer((workerData as { lines: Uint8Array }).lines)));

parentPort!.on('message', (cards: CardJob[]) => {
  const reply: CardsWritten = {};
  try {
    for (const { file, top, rows, coverages } of cards) {
      const png = canvas.layCoverages(
        coverages.map((coverage) => ({ ...coverage, data: asBuffer(coverage.data) })),
        top,
        rows,
      );
      replaceFileSync(file, png);
    }
  } catch (error) {
    reply.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  parentPort!.postMessage(reply);
});
