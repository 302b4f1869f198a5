import type { BuildOptions } from 'esbuild';

export function cliBundleOptions(projectRoot: string): BuildOptions;
