import type { Request, Response } from 'express';
import { compressBody, markEncoded, negotiateEncoding } from './response-compression.js';

/** The data element a request's page carries (http/route-data.ts), or null for the page everyone gets. */
export type CarriedData = (req: Request) => Promise<string | null>;

/**
 * How long a page waits for its data (a fresh session check with Auth, then the route query's reads): past
 * this, the page everyone gets goes out and the app asks for the data itself, so a slow Auth or Firestore
 * never holds up the page. Comfortably above what it takes (a few ms locally, tens of ms in production).
 */
export const CARRIED_DATA_BUDGET_MS = 400;

/** The data, or null when it failed or missed the budget: the page works without it (the app asks). */
export function carriedDataWithinBudget(data: Promise<string | null>, req: Request): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      req.log?.warn({ budgetMs: CARRIED_DATA_BUDGET_MS }, 'the page goes out without its data: it took too long');
      resolve(null);
    }, CARRIED_DATA_BUDGET_MS);
  });
  const settled = data.catch((error: unknown) => {
    req.log?.warn({ err: error }, 'the page goes out without its data');
    return null;
  });
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

/** Where a page that carries its route's data puts it: the end of the head, after the config. */
function withCarriedData(html: string, element: string): string {
  const end = html.lastIndexOf('</head>');
  if (end === -1) throw new Error('the page has no </head> for its data');
  return `${html.slice(0, end)}${element}${html.slice(end)}`;
}

/**
 * A page made for one request (it carries that customer's data, ADR 012): never stored by the browser or on
 * the way, so no ETag either; compressed on the fly at a speed its few kilobytes do not notice.
 */
export async function sendPageWithData(req: Request, res: Response, html: string, element: string): Promise<void> {
  const coding = negotiateEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  const body = await compressBody(Buffer.from(withCarriedData(html, element), 'utf8'), coding, 'quick');
  markEncoded(res);
  res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', 'no-store');
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.type('html');
  // Not res.send: it would add an ETag.
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
