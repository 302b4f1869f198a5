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

  /**
   * Runs the stage into a map of its own, or replays its result and the files it wrote when `key` is unchanged. Its own
   * map, not what the output gained meanwhile: social cards land in the output while other stages run.
   */
  async run<T>(name: string, key: string, output: OutputMap, run: (into: OutputMap) => Promise<T>): Promise<T> {
    const cached = this.stages.get(name);
    if (cached && cached.key === key) {
      for (const [file, bytes] of cached.files) output.set(file, bytes);
      return cached.result as T;
    }
    const written: OutputMap = new Map();
    const result = await run(written);
    for (const [file, bytes] of written) output.set(file, bytes);
    this.stages.set(name, { key, result, files: [...written] });
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
