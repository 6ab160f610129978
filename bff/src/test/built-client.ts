import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Logger } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { parseConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { type RunningServer, startServer } from '../server.js';

/** A client/dist in a temp folder, removed after the tests. */
export function fixtureDist(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'foodspot-dist-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** The href of every link with this rel (and `as`, for preloads) in a page, in order. */
export function linked(html: string, rel: string, as?: string): string[] {
  return [...html.matchAll(/<link ([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => attributes.includes(`rel="${rel}"`) && (as === undefined || attributes.includes(`as="${as}"`)))
    .map((attributes) => /href="([^"]+)"/.exec(attributes)?.[1] ?? '');
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, not decoded (fetch would decode them). */
  body: Buffer;
}

export function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** A script well above the 1 KB compression threshold. */
export const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(20_000))});`;
/** A hashed asset the build precompressed: the siblings differ from what the server would make on the fly, so a test can tell them apart. */
export const PRECOMPRESSED_SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `dish ${i}`))};`;
export const PRECOMPRESSED_BR = brotliCompressSync(PRECOMPRESSED_SCRIPT);
export const PRECOMPRESSED_GZ = gzipSync(PRECOMPRESSED_SCRIPT, { level: 9 });
const LANDING_PAGE = `<!doctype html><html><head><!--app-config--></head><body>prerendered landing ${'<p>how it works</p>'.repeat(100)}</body></html>`;

/**
 * The BFF serving a built client: a small client/dist with a page, a hashed asset and a public file, started
 * before the file's tests and closed after them (logging to `options.logger`, silent by default). The object is
 * filled in by that `beforeAll`.
 */
export function useBuiltClientServer(options: { logger?: Logger } = {}): { url: string } {
  const served = { url: '' };
  let server: RunningServer | undefined;
  let distDir: string;

  beforeAll(async () => {
    distDir = fixtureDist({
      'index.html': '<!doctype html><html><head><!--app-config--></head><body>app page</body></html>',
      'prerendered/index.html': LANDING_PAGE,
      'prerendered/email-login.html': '<!doctype html><html><head><!--app-config--></head><body>prerendered email login</body></html>',
      'assets/main-1a2b3c.js': 'console.log("app");',
      'assets/big-0a1b2c.js': BIG_SCRIPT,
      'assets/menu-9f8e7d.js': PRECOMPRESSED_SCRIPT,
      'assets/menu-9f8e7d.js.br': PRECOMPRESSED_BR,
      'assets/menu-9f8e7d.js.gz': PRECOMPRESSED_GZ,
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'graphiql.html': '<!doctype html><html><head><!--app-config--></head><body>playground page</body></html>',
      'route-preloads.json': JSON.stringify({
        routes: [{ path: '/home/:restaurantUid', js: ['/assets/menu-9f8e7d.js'], css: [], fetch: ['/api/v1/csrf/token'] }],
      }),
    });
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = inject('authEmulatorHost');
    process.env['FIRESTORE_EMULATOR_HOST'] = inject('firestoreEmulatorHost');
    const config = parseConfig({
      APP_MODE: 'local',
      PORT: '0',
      HOST: '127.0.0.1',
      FIREBASE_PROJECT_ID: inject('projectId'),
      FIREBASE_WEB_API_KEY: 'demo-api-key',
      FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
      FIRESTORE_EMULATOR_HOST: inject('firestoreEmulatorHost'),
      CSRF_SECRET: 'test-secret-that-is-long-enough-for-csrf-0123456789',
      CLIENT_DIST: distDir,
      LOG_LEVEL: 'silent',
    });
    server = await startServer(config, { logger: options.logger ?? createLogger('silent') });
    served.url = server.url;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  return served;
}
