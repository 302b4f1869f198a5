/** A file already on disk (a cached page): written by hard link instead of being read back into memory. */
export interface FileOnDisk {
  path: string;
}

/** The whole site as files: path inside dist/ (forward slashes) → bytes. Every stage adds to it; write.ts writes it. */
export type OutputFile = string | Uint8Array | FileOnDisk;
export type OutputMap = Map<string, OutputFile>;
