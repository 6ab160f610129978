import type { Request, Response } from 'express';

/**
 * Crawlers may index every page (the ones behind login only show the landing page to them, and
 * blocking them would fail Lighthouse's "page is blocked from indexing"); the API is no page.
 */
export const ROBOTS_TXT = ['User-agent: *', 'Disallow: /api/', 'Disallow: /graphql', ''].join('\n');

export function serveRobotsTxt(_req: Request, res: Response): void {
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.type('text/plain').send(ROBOTS_TXT);
}
