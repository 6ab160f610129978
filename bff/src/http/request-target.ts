import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { badInput } from '../domain/errors.js';

/**
 * Whether a request target reads as a URL of this app. Node's HTTP parser lets through targets no URL parser
 * takes (`//[`, `//[::1`, `//a:b:c`, `//:99999`, `/\[`: read as a host that is not one), and the parts of the
 * app that read the URL (the page renderer among them) then failed with a 500.
 */
export function isReadableTarget(target: string): boolean {
  try {
    new URL(target, 'http://localhost');
    return true;
  } catch {
    return false;
  }
}

const UNREADABLE = Symbol('unreadable target');
type MarkedRequest = IncomingMessage & { [UNREADABLE]?: true };

/**
 * Called by the HTTP server before Express sees a request: Express's router cannot route a target whose path it
 * cannot find (`http://[/`, `ws://[/`: absolute form with a host no parser takes) and would end it outside the app's
 * middleware. Such a request is routed as `/` and marked, so the app's first middleware refuses it like any other.
 */
export function markUnreadableTarget(req: IncomingMessage): void {
  if (isReadableTarget(req.url ?? '')) return;
  (req as MarkedRequest)[UNREADABLE] = true;
  req.url = '/';
}

/** Refuses an unreadable target with a 400 before anything reads it; the app's error handler answers it as any other error. */
export const refuseUnreadableTargets: RequestHandler = (req, _res, next) => {
  const unreadable = (req as MarkedRequest)[UNREADABLE] || !isReadableTarget(req.url);
  next(unreadable ? badInput('The request URL could not be read.') : undefined);
};
