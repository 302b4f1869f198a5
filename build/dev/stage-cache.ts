import type { OutputMap, OutputFile } from '../publish/output';

interface CachedStage {
  key: string;
  result: unknown;
  files: [string, OutputFile][];
}

/**
 * Results of costly stages kept between builds of one long-lived process (`npm run dev`): a content edit
 * reuses the bundled assets and encoded images instead of redoing them, and the stores below let a stage
 * redo only what changed. The CLI build passes none.
 */
export class StageCache {
  private readonly stages = new Map<string, CachedStage>();
  private readonly stores = new Map<string, unknown>();

  /** Runs the stage, or replays its result and the files it added to the output when `key` is unchanged. */
  async run<T>(name: string, key: string, output: OutputMap, run: () => Promise<T>): Promise<T> {
    const cached = this.stages.get(name);
    if (cached && cached.key === key) {
      for (const [file, bytes] of cached.files) output.set(file, bytes);
      return cached.result as T;
    }
    const before = new Set(output.keys());
    const result = await run();
    const files = [...output].filter(([file]) => !before.has(file));
    this.stages.set(name, { key, result, files });
    return result;
  }

  /** A named store a stage keeps between builds (file texts, the post cache, card keys); made by `create` the first time. */
  store<T>(name: string, create: () => T): T {
    if (!this.stores.has(name)) this.stores.set(name, create());
    return this.stores.get(name) as T;
  }

  forget(name: string): void {
    this.stages.delete(name);
    this.stores.delete(name);
  }
}
