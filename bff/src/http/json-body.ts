import { isUtf8 } from 'node:buffer';
import express, { type RequestHandler } from 'express';

/** What body-parser's error carries for a body that is not UTF-8 (error-mapping.ts answers it 400). */
export const BODY_NOT_UTF8 = 'body.not.utf8';

/**
 * A JSON body is UTF-8 or refused: decoded as it came, bytes that are not UTF-8 (FF FE C0) would turn into U+FFFD
 * and be stored as a name of replacement characters. Checked on the raw bytes, before anything is parsed.
 */
function refuseUnlessUtf8(_req: unknown, _res: unknown, body: Buffer) {
  if (!isUtf8(body)) throw Object.assign(new Error('The request body is not UTF-8'), { status: 400, type: BODY_NOT_UTF8 });
}

/** Every JSON body the BFF reads (REST and GraphQL over HTTP): at most 10 KB, UTF-8, JSON. */
export const jsonBody = (options: { strict?: boolean; anyContentType?: boolean } = {}): RequestHandler =>
  express.json({
    limit: '10kb',
    strict: options.strict ?? true,
    ...(options.anyContentType ? { type: () => true } : {}),
    verify: refuseUnlessUtf8,
  });
