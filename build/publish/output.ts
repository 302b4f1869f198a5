import type { PageScan } from './page-scan';

/** A file already on disk (a cached page): written by hard link instead of being read back into memory. */
export interface FileOnDisk {
  path: string;
  /** For a cached page, what host.ts needs from it (inline code, form targets), so it is not read back. */
  scan?: PageScan;
}

/** The whole site as files: path inside dist/ (forward slashes) → bytes. Every stage adds to it; write.ts writes it. */
export type OutputFile = string | Uint8Array | FileOnDisk;
export type OutputMap = Map<string, OutputFile>;
