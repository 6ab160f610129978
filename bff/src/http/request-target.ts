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

/** Refuses an unreadable target with a 400 before anything reads it; the app's error handler answers it as any other error. */
export const refuseUnreadableTargets: RequestHandler = (req, _res, next) => {
  next(isReadableTarget(req.url) ? undefined : badInput('The request URL could not be read.'));
};
