import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';

export type ContentCoding = 'br' | 'gzip' | 'identity';
export type Compressed = Exclude<ContentCoding, 'identity'>;

/** negotiator 1.x takes `preferred`; @types/negotiator (0.6) does not declare it yet. */
interface PreferringNegotiator {
  encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
}

/** Brotli first: it is smaller. */
const PREFERENCE: readonly Compressed[] = ['br', 'gzip'];

/**
 * The coding to send, from the request's Accept-Encoding (RFC 9110 12.5.3) and the codings at hand: the
 * highest q wins, brotli over gzip at equal q, and `q=0` or no header means no. This is negotiator, the parser
 * behind Express's req.acceptsEncodings, called directly for its `preferred` option: req.acceptsEncodings
 * breaks a tie by the order the browser lists, and Chrome lists gzip first ("gzip, deflate, br, zstd").
 * The compression package asks negotiator the same way, so pages, assets and JSON pick alike.
 */
export function negotiateEncoding(header: string | undefined, available: readonly Compressed[]): ContentCoding {
  const negotiator: PreferringNegotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  // x-gzip is gzip (RFC 9110 8.4.1.3), a name negotiator does not know: offered too when the header names it
  // (never through `*`, which would override a `gzip;q=0`).
  const namesXGzip = available.includes('gzip') && negotiator.encodings().some((coding) => coding.toLowerCase() === 'x-gzip');
  const offered = [...PREFERENCE.filter((coding) => available.includes(coding)), ...(namesXGzip ? ['x-gzip'] : [])];
  const [best] = negotiator.encodings(offered, { preferred: [...PREFERENCE, 'x-gzip'] });
  return best === undefined ? 'identity' : best === 'x-gzip' ? 'gzip' : (best as Compressed);
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
