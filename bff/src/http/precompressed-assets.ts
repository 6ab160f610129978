import { existsSync, readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { type Compressed, COMPRESSION_THRESHOLD, type ContentCoding, markEncoded, negotiateEncoding } from './response-compression.js';

/*
 * Hand-written on purpose: express-static-gzip 3.0.2, the maintained middleware for precompressed files, failed
 * the tests in this place (`charset=UTF-8` where they want `utf-8`; its own Accept-Encoding parser gives Chrome
 * gzip, or with `orderPreference` brotli against "gzip;q=1, br;q=0.5") and reads every file from disk, which
 * is what this module exists to avoid (see assetBodies). serve-static has no precompressed option.
 */

const SIBLING_SUFFIX: Record<Compressed, string> = { br: '.br', gzip: '.gz' };

/** The files the build wrote under assets/ (paths with `/`), and the `.br` / `.gz` siblings of each (client/build/precompress.ts). */
function findAssets(assetsDir: string): { files: Set<string>; precompressed: Map<string, Compressed[]> } {
  const precompressed = new Map<string, Compressed[]>();
  if (!existsSync(assetsDir)) return { files: new Set(), precompressed };
  const files = new Set(readdirSync(assetsDir, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/')));
  for (const file of files) {
    const codings = (['br', 'gzip'] as const).filter((coding) => files.has(file + SIBLING_SUFFIX[coding]));
    if (codings.length > 0) precompressed.set(file, codings);
  }
  return { files, precompressed };
}

/** Larger files (the local playground's editor) are streamed from disk as before. */
const MAX_ASSET_BYTES_IN_MEMORY = 512 * 1024;

interface AssetBody {
  body: Buffer;
  etag: string;
  lastModified: string;
}

/**
 * The bytes of built files, read once on first demand and then sent from memory: hashed assets never
 * change under their name, and a fresh visit asks for a dozen of them at once, so each answer should cost
 * the server no file system round trips (with a few in flight at once, reading each from disk took the
 * server 20 ms or more per file before the first byte). Null for a file too big to keep.
 */
function assetBodies(assetsDir: string): (file: string) => Promise<AssetBody | null> {
  const bodies = new Map<string, Promise<AssetBody | null>>();
  return (file) => {
    let body = bodies.get(file);
    if (!body) {
      const loading = (async () => {
        const full = path.join(assetsDir, file);
        const stats = await stat(full);
        if (stats.size > MAX_ASSET_BYTES_IN_MEMORY) return null;
        // The validators express.static gives the same file, so a revalidation works across both.
        return {
          body: await readFile(full),
          etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
          lastModified: stats.mtime.toUTCString(),
        };
      })();
      // A file that vanished (a rebuild under a running server) is looked for again next time.
      loading.catch(() => bodies.delete(file));
      bodies.set(file, loading);
      body = loading;
    }
    return body;
  };
}

/**
 * Sends a hashed asset from memory: its build-time `.br` or `.gz` sibling when the browser takes it (the
 * original type, Content-Encoding, its own Content-Length), or the file itself when it is too small to be
 * compressed at all; cached for a year and revalidated like express.static would. Anything else (no
 * sibling the browser takes, a file too big to keep in memory, a file that vanished) goes on to express.static.
 */
function assetsFromMemory(assetsDir: string): RequestHandler {
  const assets = findAssets(assetsDir);
  const bodyOf = assetBodies(assetsDir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path).slice(1);
    } catch {
      return next();
    }
    // Only names the build wrote are looked up, so no spelling of a path can leave assets/.
    if (!assets.files.has(name) || /\.(?:br|gz)$/.test(name)) return next();
    const codings = assets.precompressed.get(name);
    let coding: ContentCoding = 'identity';
    if (codings) {
      res.vary('Accept-Encoding');
      coding = negotiateEncoding(req.headers['accept-encoding'], codings);
      if (coding === 'identity') return next();
    }
    const file = coding === 'identity' ? name : name + SIBLING_SUFFIX[coding];
    bodyOf(file).then(
      (asset) => {
        // A file this big goes out through express.static, compressed on the fly by responseCompression.
        if (!asset || (coding === 'identity' && asset.body.length >= COMPRESSION_THRESHOLD)) return next();
        markEncoded(res);
        res.type(path.extname(name));
        if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('ETag', asset.etag);
        res.setHeader('Last-Modified', asset.lastModified);
        if (req.fresh) {
          res.removeHeader('Content-Type');
          res.removeHeader('Content-Encoding');
          res.status(304).end();
          return;
        }
        res.setHeader('Content-Length', asset.body.length);
        res.status(200).end(req.method === 'HEAD' ? undefined : asset.body);
      },
      () => next(),
    );
  };
}

/**
 * The handlers for /assets: the build's hashed files, precompressed and cached for a year. A missing file
 * (an old tab after a deploy) falls through to the app's 404 (client-routes.ts isAppRoute).
 */
export function hashedAssets(assetsDir: string): RequestHandler[] {
  return [assetsFromMemory(assetsDir), express.static(assetsDir, { immutable: true, maxAge: '1y', index: false })];
}
