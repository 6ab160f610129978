/** A tiny cookie-keeping HTTP client: one instance behaves like one browser. */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;

  constructor(private readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async fetchCsrfToken(): Promise<string> {
    const response = await this.request('GET', '/api/v1/csrf/token');
    this.csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
    return this.csrfToken;
  }

  async request(
    method: string,
    path: string,
    options: { json?: unknown; rawBody?: string | Uint8Array; headers?: Record<string, string>; withCsrf?: boolean } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.withCsrf !== false && this.csrfToken && method !== 'GET') headers['x-csrf-token'] = this.csrfToken;
    let body: string | Uint8Array | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.rawBody !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = options.rawBody;
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Sends JSON with the CSRF token and keeps any new token the response hands back. */
  async post(path: string, json?: unknown, headers?: Record<string, string>) {
    const response = await this.request('POST', path, { json: json ?? {}, headers });
    const body = (await response.json()) as Record<string, unknown>;
    if (typeof body['csrfToken'] === 'string') this.csrfToken = body['csrfToken'];
    return { status: response.status, body };
  }

  async get(path: string) {
    const response = await this.request('GET', path);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async graphql(query: string, variables?: Record<string, unknown>) {
    return this.graphqlBody({ query, variables });
  }

  /** An operation sent by its persisted id, as the client sends its own (docs/decisions/016). */
  async graphqlById(id: string, variables?: Record<string, unknown>) {
    return this.graphqlBody({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
  }

  /** Any JSON body to POST /graphql, and the answer. */
  async graphqlBody(json: unknown) {
    const response = await this.request('POST', '/graphql', { json });
    return {
      status: response.status,
      body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] },
    };
  }
}
