/// <reference types="node" />
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing. Source maps are left out: browsers fetch them only with the
 * developer tools open, and the server still compresses them on the fly then.
 */
const COMPRESSIBLE = /\.(?:m?js|css|svg|json|txt|xml|wasm|webmanifest)$/i;
/** Below this, the encoding headers cost about what compression saves (the server's threshold too). */
const MIN_BYTES = 1024;
/**
 * Above this, brotli 11 costs seconds per file for a few per cent: only the local playground's editor
 * (2.8 MB, never on a customer's phone) is that big, and it took most of every build's 10-37 s.
 */
const MAX_QUALITY_BYTES = 1024 * 1024;
const LARGE_FILE_QUALITY = 9;

/**
 * After `vite build` every compressible asset in <outDir>/<assetsDir> gets a `.br` (brotli, quality 11 up to 1 MB)
 * and a `.gz` (gzip -9) sibling, so the BFF sends the smallest encoding without spending CPU per request
 * (issue 10: `/` went out as 291 KB of uncompressed JavaScript). Only the browser build: the SSR/prerender
 * build makes no files a browser downloads, and dev serves from memory.
 */
export function precompress(): Plugin {
  return {
    name: 'foodspot:precompress',
    apply: (config, env) => env.command === 'build' && !env.isSsrBuild && !config.build?.ssr,
    applyToEnvironment: (environment) => environment.config.consumer === 'client' && !environment.config.build.ssr,
    async closeBundle(error) {
      if (error) return;
      const { root, build } = this.environment.config;
      const dir = path.resolve(root, build.outDir, build.assetsDir);
      const started = Date.now();
      const results = await compressDirectory(dir);
      const saved = results.reduce((sum, file) => sum + file.bytes - file.brBytes, 0);
      this.environment.logger.info(
        `precompressed ${results.length} assets in ${Date.now() - started} ms (.br and .gz; brotli saves ${(saved / 1024).toFixed(0)} KB)`,
      );
    },
  };
}

export interface CompressedFile {
  file: string;
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

/** Writes `<file>.br` and `<file>.gz` next to every compressible file of `dir` (recursively) of 1 KB or more. */
export async function compressDirectory(dir: string): Promise<CompressedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const paths = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  const sized = await Promise.all(paths.map(async (file) => ({ file, size: (await stat(file)).size })));
  // Largest first: the biggest file takes longest, and the rest fit alongside it.
  const files = sized.filter(({ size }) => size >= MIN_BYTES).sort((a, b) => b.size - a.size);
  return Promise.all(files.map(({ file }) => compressFile(file)));
}

async function compressFile(file: string): Promise<CompressedFile> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: source.length > MAX_QUALITY_BYTES ? LARGE_FILE_QUALITY : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: file.endsWith('.wasm') ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // The server sends a sibling only when it is there, so one that would not save anything is not written.
  await Promise.all([br.length < source.length && writeFile(`${file}.br`, br), gz.length < source.length && writeFile(`${file}.gz`, gz)]);
  return { file, bytes: source.length, brBytes: Math.min(br.length, source.length), gzBytes: Math.min(gz.length, source.length) };
}
