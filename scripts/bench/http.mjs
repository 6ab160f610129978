// A cookie-keeping HTTP client on node:http with a keep-alive agent of its own: one instance is one
// browser (its own connection, its cookies, its CSRF token). node:http rather than fetch because the
// load generator must cost as little CPU as possible next to the server it measures.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { BenchError } from './errors.mjs';

// What a browser announces; the BFF compresses JSON above a threshold, so the bench gets what phones get.
const ACCEPT_ENCODING = 'gzip, deflate, br';
const GRAPHQL_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

function decode(buffer, encoding) {
  if (encoding === 'br') return brotliDecompressSync(buffer);
  if (encoding === 'gzip') return gunzipSync(buffer);
  if (encoding === 'deflate') return inflateSync(buffer);
  return buffer;
}

/** One HTTP request; resolves with status, headers and the (decoded) body text. */
function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          const text = decode(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8');
          resolve({ status: response.statusCode, headers: response.headers, text });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('error', reject);
    if (body !== undefined) request.setHeader('content-length', Buffer.byteLength(body));
    request.end(body);
  });
}

const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export class Browser {
  /**
   * @param {string} baseUrl e.g. http://localhost:5701
   * @param {string} [address] the client address this browser's requests carry in X-Forwarded-For (the
   *   bench stack runs in local mode, which trusts one proxy hop), so that per-IP limits see many phones
   */
  constructor(baseUrl, address) {
    this.baseUrl = baseUrl;
    this.address = address;
    this.cookies = new Map();
    this.csrfToken = null;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keepCookies(setCookie = []) {
    for (const line of setCookie) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = value === '' || attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Any request; JSON in and out; keeps cookies and any `csrfToken` a response hands back. */
  async request(method, path, { json, headers = {} } = {}) {
    const allHeaders = { ...headers };
    if (this.address) allHeaders['x-forwarded-for'] = this.address;
    if (this.cookies.size) allHeaders.cookie = this.cookieHeader();
    if (this.csrfToken && method !== 'GET') allHeaders['x-csrf-token'] ??= this.csrfToken;
    let body;
    if (json !== undefined) {
      allHeaders['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    const response = await send(this.agent, `${this.baseUrl}${path}`, { method, headers: allHeaders, body });
    if (response.status === 429)
      throw new BenchError(
        `${method} ${path} answered 429 (rate limited: the bench's load met a limit, so it measures nothing): ${response.text.slice(0, 300)}`,
      );
    this.keepCookies(response.headers['set-cookie']);
    const parsed = parseJson(response.text);
    if (parsed && typeof parsed.csrfToken === 'string') this.csrfToken = parsed.csrfToken;
    return { status: response.status, json: parsed, text: response.text };
  }

  /** The spec's shared step: a fresh CSRF token from GET /api/v1/csrf/token. */
  async fetchCsrfToken() {
    const { status, json } = await this.request('GET', '/api/v1/csrf/token');
    if (status !== 200 || typeof json?.csrfToken !== 'string') throw new BenchError(`GET /api/v1/csrf/token answered ${status}`);
    return json.csrfToken;
  }

  /** A GraphQL operation over HTTP with its full text (the form the manifest also accepts); throws on any error. */
  async graphql(query, variables, operationName) {
    return this.graphqlBody({ operationName, variables, query }, operationName);
  }

  /**
   * A GraphQL operation over HTTP as the client's Apollo link sends it in production: by its id in the
   * persisted documents manifest, no text (ADR 017); throws on any error.
   */
  async graphqlById(id, variables, operationName) {
    return this.graphqlBody({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }, operationName);
  }

  async graphqlBody(json, operationName) {
    const { status, json: answer, text } = await this.request('POST', '/graphql', { json, headers: { accept: GRAPHQL_ACCEPT } });
    if (status !== 200 || !answer || answer.errors) {
      throw new BenchError(
        `GraphQL ${operationName ?? ''} answered ${status}: ${(answer?.errors ? JSON.stringify(answer.errors) : text).slice(0, 300)}`,
      );
    }
    return answer.data;
  }

  /** REST call that must answer `expected`; returns the JSON body. */
  async expect(method, path, expected, options) {
    const { status, json, text } = await this.request(method, path, options);
    if (status !== expected) throw new BenchError(`${method} ${path} answered ${status} (expected ${expected}): ${text.slice(0, 300)}`);
    return json;
  }

  close() {
    this.agent.destroy();
  }
}

/** A plain keep-alive GET (the hello-world ceiling), checked for 200. */
export async function plainGet(agent, url) {
  const { status, text } = await send(agent, url);
  if (status !== 200) throw new BenchError(`GET ${url} answered ${status}: ${text.slice(0, 200)}`);
  return text;
}
