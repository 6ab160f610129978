import { readFileSync } from 'node:fs';

/**
 * The persisted documents manifest codegen writes (codegen.ts, docs/decisions/017-trusted-documents.md): every
 * operation the client sends, `{ "<id>": "<text>" }`, the id being the SHA-256 of the text in lower-case hex. The BFF
 * runs these by id (and, in production, nothing else). Read from the package's source folder, beside the SDL files
 * that type-defs.ts reads: this module runs from dist/ or src/, one level below the package root.
 */
export const PERSISTED_DOCUMENTS_FILE = new URL('../src/__generated__/persisted-documents.json', import.meta.url);

let manifest: ReadonlyMap<string, string> | undefined;

/** The manifest, read once per process; throws when the file is missing or is not an object of strings. */
export function persistedDocuments(): ReadonlyMap<string, string> {
  if (manifest) return manifest;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8'));
  } catch (error) {
    // The BFF ships with schema/ as it is in the repository (its SDL files are read the same way).
    throw new Error(
      `cannot read the persisted documents manifest ${PERSISTED_DOCUMENTS_FILE.pathname} (npm run codegen writes it): ${String(error)}`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${PERSISTED_DOCUMENTS_FILE.pathname} is not a persisted documents manifest: run npm run codegen`);
  }
  const entries = Object.entries(parsed);
  if (entries.some(([, text]) => typeof text !== 'string')) {
    throw new Error(`${PERSISTED_DOCUMENTS_FILE.pathname} holds an id without a text: run npm run codegen`);
  }
  manifest = new Map(entries as [string, string][]);
  return manifest;
}
