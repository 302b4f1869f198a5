/** The whole site as files: path inside dist/ (forward slashes) → bytes. Every stage adds to it; write.ts writes it. */
export type OutputMap = Map<string, string | Uint8Array>;
