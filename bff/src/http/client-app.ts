import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { PublicClientConfig } from '../config.js';

const CONFIG_PLACEHOLDER = '<!--app-config-->';

/** The run-time config goes into the page as a JSON data block: no extra request, no inline script for the CSP. */
export function injectConfig(html: string, config: PublicClientConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(CONFIG_PLACEHOLDER, `<script type="application/json" id="app-config">${json}</script>`);
}

export type IndexHtmlRenderer = (url: string) => Promise<string>;

/** Serves the built client from client/dist: hashed assets cached for a year, index.html never cached. */
export function staticClient(distDir: string): { mount(app: Express): void; renderIndexHtml: IndexHtmlRenderer } | null {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const indexHtml = readFileSync(indexPath, 'utf8');
  return {
    mount(app) {
      app.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
      app.use(express.static(distDir, { index: false, maxAge: '1h' }));
    },
    renderIndexHtml: async () => indexHtml,
  };
}

export function spaFallback(render: IndexHtmlRenderer, config: PublicClientConfig) {
  return async (req: Request, res: Response) => {
    const html = injectConfig(await render(req.originalUrl), config);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(html);
  };
}
