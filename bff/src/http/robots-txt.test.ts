import { describe, expect, it } from 'vitest';
import { useBuiltClientServer } from '../test/built-client.js';

describe('serving the built client', () => {
  const server = useBuiltClientServer();

  const get = (pathname: string) => fetch(`${server.url}${pathname}`, { redirect: 'manual' });

  it('serves a valid robots.txt as plain text that lets crawlers index the pages', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    // Every line is a directive robots.txt parsers know; no page of the app is disallowed.
    for (const line of lines) expect(line).toMatch(/^(User-agent|Allow|Disallow): \S+$/);
    const disallowed = lines.filter((line) => line.startsWith('Disallow:')).map((line) => line.slice('Disallow: '.length));
    for (const page of ['/', '/email-login', '/profile', '/home']) expect(disallowed.some((prefix) => page.startsWith(prefix))).toBe(false);
    expect(disallowed).toEqual(expect.arrayContaining(['/api/', '/graphql']));
  });
});
