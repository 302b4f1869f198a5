import { Worker } from 'node:worker_threads';
import { workerBundle } from '../worker-bundle';
import type { CardBackground } from './og-png';
import type { Coverage } from './og-text';

/** A card whose text Pango drew inside its rows: laid, compressed and written to `file` by a worker thread. */
export interface CardJob {
  file: string;
  top: number;
  rows: number;
  coverages: Coverage[];
}

/** A worker's reply to a batch of jobs: written, or why not. */
export interface CardsWritten {
  error?: string;
}

/** Batches waiting on one thread: enough that it never idles between two, few enough to hold little memory. */
const BATCHES_PER_THREAD = 2;

/**
 * Worker threads that lay, compress and write cards, about 4 ms of each card's CPU: on the build's thread that kept
 * one core busy with cards while the other waited, and the stages beside them waited too.
 */
export class CardWriters {
  private readonly threads: { worker: Worker; batches: number }[];
  private readonly waiting: (() => void)[] = [];
  private failure: Error | undefined;

  constructor(count: number, background: CardBackground) {
    const code = workerBundle(new URL('./og-worker.ts', import.meta.url), ['build/render', 'build/files']);
    this.threads = Array.from({ length: count }, () => {
      const thread = { worker: new Worker(code, { eval: true, workerData: { lines: background.lines } }), batches: 0 };
      thread.worker.on('message', ({ error }: CardsWritten) => {
        thread.batches--;
        if (error) this.failure ??= new Error(`a card could not be written: ${error}`);
        this.wake();
      });
      thread.worker.on('error', (error) => {
        this.failure ??= error;
        this.wake();
      });
      return thread;
    });
  }

  private wake(): void {
    for (const wake of this.waiting.splice(0)) wake();
  }

  private leastBusy() {
    return this.threads.reduce((least, thread) => (thread.batches < least.batches ? thread : least));
  }

  /** Waits until `ready` holds or a card could not be written, which it throws. */
  private async until(ready: () => boolean): Promise<void> {
    while (!this.failure && !ready()) await new Promise<void>((wake) => this.waiting.push(wake));
    if (this.failure) throw this.failure;
  }

  /** Resolves once a thread has room for another batch. */
  room(): Promise<void> {
    return this.until(() => this.leastBusy().batches < BATCHES_PER_THREAD);
  }

  /** Hands the cards to the thread with least to do. The coverages of one Pango call share its pixels: cloned once. */
  write(cards: CardJob[]): void {
    const thread = this.leastBusy();
    thread.batches++;
    thread.worker.postMessage(cards);
  }

  /** Resolves once every card handed over is on disk. */
  finish(): Promise<void> {
    return this.until(() => this.threads.every((thread) => thread.batches === 0));
  }

  close(): void {
    this.failure ??= new Error('the card writers were stopped');
    this.wake();
    for (const { worker } of this.threads) void worker.terminate();
  }
}
