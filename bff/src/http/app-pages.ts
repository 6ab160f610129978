import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { PublicClientConfig } from '../config.js';
import { type CarriedData, carriedDataWithinBudget, sendPageWithData } from './pages-with-data.js';
import { compressBody, type ContentCoding, markEncoded, negotiateEncoding } from './response-compression.js';

const CONFIG_PLACEHOLDER = '<!--app-config-->';

/** `value` as a JSON data block of the page: never run as a script, and nothing in it can end the element. */
export function jsonDataElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The run-time config goes into the page as a JSON data block: no extra request, no inline script for the CSP. */
export function injectConfig(html: string, config: PublicClientConfig): string {
  return html.replace(CONFIG_PLACEHOLDER, jsonDataElement('app-config', config));
}

/** `index` is the app; `graphiql` the local playground page. */
export type ClientPage = 'index' | 'graphiql';
/** The page's HTML for a URL before the config is in: the build's (static-client.ts) or Vite's in `npm run dev`. */
export type IndexHtmlRenderer = (url: string, page: ClientPage) => Promise<string>;

/** A page with its config, in each coding (compressed once, on first demand), and a strong ETag per coding. */
interface EncodedPage {
  hash: string;
  bodies: Partial<Record<ContentCoding, Promise<Buffer>>>;
}

function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html, 'utf8');
  return { hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27), bodies: { identity: Promise.resolve(identity) } };
}

function pageBody(page: EncodedPage, coding: ContentCoding): Promise<Buffer> {
  const identity = page.bodies.identity as Promise<Buffer>;
  page.bodies[coding] ??= identity.then((source) => compressBody(source, coding, 'best'));
  return page.bodies[coding];
}

/** Encoded pages kept per renderer; a handful in production, and a bound for dev, where every edit makes a new one. */
const MAX_CACHED_PAGES = 16;

/**
 * Sends an HTML page with the run-time config. `no-cache` plus a strong ETag over the bytes sent (one per
 * coding, since each coding is its own representation): a repeat visit revalidates and gets a 304 while
 * the page is unchanged, and a deploy or a config change is seen at once. A page that carries a request's own
 * data (`carriedData`) is the exception: `no-store`, see pages-with-data.ts.
 */
export function servePage(render: IndexHtmlRenderer, config: PublicClientConfig, page: ClientPage = 'index', carriedData?: CarriedData) {
  const encoded = new Map<string, EncodedPage>();
  return async (req: Request, res: Response) => {
    const [rendered, carried] = await Promise.all([
      render(req.originalUrl, page),
      carriedData ? carriedDataWithinBudget(carriedData(req), req) : null,
    ]);
    if (carried) {
      await sendPageWithData(req, res, injectConfig(rendered, config), carried);
      return;
    }
    let entry = encoded.get(rendered);
    if (!entry) {
      if (encoded.size >= MAX_CACHED_PAGES) encoded.clear();
      entry = encodePage(injectConfig(rendered, config));
      encoded.set(rendered, entry);
    }
    const coding = negotiateEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
    markEncoded(res);
    res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', `"${entry.hash}${coding === 'identity' ? '' : `-${coding}`}"`);
    // A repeat visit with this ETag: 304, with the validators and none of the body's headers.
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const body = await pageBody(entry, coding);
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    res.type('html');
    // res.send keeps this ETag (and sets Content-Length; no body for HEAD).
    res.send(body);
  };
}
