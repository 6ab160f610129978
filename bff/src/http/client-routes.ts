/**
 * What the BFF knows of the client's router: which paths are its routes (they get the app page, app.ts),
 * and how a route pattern matches a path (route-preloads.ts, route-data.ts).
 */

/**
 * Whether a path is one of the client's routes, which get the app page. A path under /assets or with
 * a file extension (manifest.webmanifest, an old hashed asset, favicon.ico) names a file: when no
 * such file exists it is a 404, never the HTML page.
 */
export function isAppRoute(pathname: string): boolean {
  if (pathname === '/assets' || pathname.startsWith('/assets/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

const segmentsOf = (pathname: string) => pathname.split('/').filter((segment) => segment !== '');

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `pathname` is the route `pattern` as React Router matches it here: whole segments, `:param` for
 * any one segment, static segments case-insensitive, a trailing slash ignored.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.length !== actual.length) return false;
  return expected.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === decodedSegment(actual[i] ?? '').toLowerCase());
}
