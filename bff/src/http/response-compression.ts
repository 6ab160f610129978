import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler, Response } from 'express';

export type ContentCoding = 'br' | 'gzip' | 'identity';
export type Compressed = Exclude<ContentCoding, 'identity'>;

/**
 * The coding to send, from the request's Accept-Encoding (RFC 9110 12.5.3) and the codings at hand:
 * the highest q wins, brotli over gzip at equal q (it is smaller), and `q=0` or no header means no.
 */
export function negotiateEncoding(header: string | undefined, available: readonly Compressed[]): ContentCoding {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let best: ContentCoding = 'identity';
  let bestWeight = 0;
  for (const coding of ['br', 'gzip'] as const) {
    if (!available.includes(coding)) continue;
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

/**
 * Marks a response that chose its own Content-Encoding (a precompressed asset or page, or a page sent
 * as identity on purpose), so the global compression below leaves it alone.
 */
export function markEncoded(res: Response): void {
  res.locals['encodedByApp'] = true;
}

/** Below this the app's compression leaves a response alone: the bytes saved would not pay for the work. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The app's on-the-fly compression (JSON, GraphQL, anything else compressible above 1 KB, brotli or gzip).
 * The compression package already skips a response that has a Content-Encoding; responses that picked
 * identity themselves are skipped too, so a page's ETag always names the bytes that went out.
 */
export function responseCompression(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD,
    filter: (req, res) => res.locals['encodedByApp'] !== true && compression.filter(req, res),
  });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bytes in `coding`: as small as it gets for what is compressed once, or quick for what is made per request. */
export function compressBody(source: Buffer, coding: ContentCoding, effort: 'best' | 'quick'): Promise<Buffer> {
  if (coding === 'br') {
    const quality = effort === 'best' ? zlibConstants.BROTLI_MAX_QUALITY : 5;
    return brotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } });
  }
  if (coding === 'gzip')
    return gzipAsync(source, { level: effort === 'best' ? zlibConstants.Z_BEST_COMPRESSION : zlibConstants.Z_DEFAULT_COMPRESSION });
  return Promise.resolve(source);
}
