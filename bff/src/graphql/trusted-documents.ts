import { createHash } from 'node:crypto';
import { persistedDocuments } from '@foodspot/schema/persisted-documents';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Trusted documents (docs/decisions/017-trusted-documents.md). The client sends each operation by its id, the SHA-256
 * of its text, as `extensions.persistedQuery.sha256Hash` (Apollo's persisted-query protocol, version 1); the manifest
 * codegen writes (schema/src/__generated__/persisted-documents.json) gives the text. With `only` (production's
 * default) nothing else runs: a text runs only when its SHA-256 is in the manifest, anything else is refused with
 * PERSISTED_QUERY_NOT_FOUND before it is parsed. With `off` (local mode, for the playground) any text runs too.
 * Nothing is ever added to the manifest by a request: Apollo's own automatic persisted queries stay off.
 *
 * One rule for both transports: `resolve` is used by the HTTP step below (before Apollo's middleware) and by the
 * WebSocket's onSubscribe (websocket.ts). The BFF's own in-process operations (a restaurant's page, route-data.ts)
 * take their text from the manifest and go to Apollo directly.
 */
export type TrustedDocumentsMode = 'only' | 'off';

/** Why an operation does not run: always a request error (400), before anything is parsed. */
export interface Refusal {
  status: 400;
  code: 'PERSISTED_QUERY_NOT_FOUND' | 'BAD_REQUEST';
  message: string;
}

/** What a request's `query` and `extensions` come to. */
export type Resolution =
  /** Run what was sent, as it is (a text; or whatever Apollo will refuse by itself, e.g. no query at all). */
  | { kind: 'as-sent' }
  /** Run this text: the manifest's for the id sent (or the text sent with it); `extensions.persistedQuery` is spent. */
  | { kind: 'persisted'; text: string }
  | { kind: 'refused'; refusal: Refusal };

const ID = /^[0-9a-f]{64}$/;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const badRequest = (message: string): Resolution => ({ kind: 'refused', refusal: { status: 400, code: 'BAD_REQUEST', message } });
const notFound = (message: string): Resolution => ({ kind: 'refused', refusal: { status: 400, code: 'PERSISTED_QUERY_NOT_FOUND', message } });

export const REFUSALS = {
  malformed: 'extensions.persistedQuery must be { "version": 1, "sha256Hash": "<id>" }.',
  badId: "A persisted query id is the SHA-256 of the operation's text: 64 lower-case hexadecimal characters.",
  mismatch: 'The persisted query id is not the SHA-256 of the query text sent with it.',
  unknownId: 'No operation of this app has this id. Reload the app to get its current version.',
  notTrusted: "Only this app's own operations run here, sent by their id; this query is not one of them.",
  batch: 'Send one operation per request.',
} as const;

export interface TrustedDocuments {
  readonly mode: TrustedDocumentsMode;
  /** The manifest's text for an id, for the BFF's own operations. */
  textOf(id: string): string | undefined;
  /** The operation a request names, by id or by text, or why it does not run. */
  resolve(request: { query: unknown; extensions: unknown }): Resolution;
}

/**
 * The rule over the manifest (by default the one codegen wrote). Every entry is checked once, at start: an id that
 * is not the SHA-256 of its text means a manifest edited by hand or a broken build, and the BFF does not start.
 */
export function createTrustedDocuments(mode: TrustedDocumentsMode, manifest: ReadonlyMap<string, string> = persistedDocuments()): TrustedDocuments {
  for (const [id, text] of manifest) {
    if (!ID.test(id) || sha256(text) !== id)
      throw new Error(`persisted documents manifest: ${id.slice(0, 80)} is not the SHA-256 of its text; run npm run codegen`);
  }
  return {
    mode,
    textOf: (id) => manifest.get(id),
    resolve({ query, extensions }) {
      const persisted = isRecord(extensions) ? extensions['persistedQuery'] : undefined;
      if (persisted !== undefined) {
        if (!isRecord(persisted) || persisted['version'] !== 1) return badRequest(REFUSALS.malformed);
        const id = persisted['sha256Hash'];
        // Never echoed: a made-up id may be 10 KB of anything.
        if (typeof id !== 'string' || !ID.test(id)) return badRequest(REFUSALS.badId);
        if (typeof query === 'string' && query !== '') {
          // The text came with its id (a client retrying with it): the text decides, the id must be its hash.
          if (sha256(query) !== id) return badRequest(REFUSALS.mismatch);
          if (mode === 'only' && !manifest.has(id)) return notFound(REFUSALS.notTrusted);
          return { kind: 'persisted', text: query };
        }
        const text = manifest.get(id);
        return text === undefined ? notFound(REFUSALS.unknownId) : { kind: 'persisted', text };
      }
      if (mode === 'only' && typeof query === 'string' && !manifest.has(sha256(query))) return notFound(REFUSALS.notTrusted);
      return { kind: 'as-sent' };
    },
  };
}

/** `extensions` without the spent `persistedQuery` (Apollo would answer PERSISTED_QUERY_NOT_SUPPORTED), or undefined when nothing is left. */
function withoutPersistedQuery(extensions: unknown): Record<string, unknown> | undefined {
  if (!isRecord(extensions)) return undefined;
  const { persistedQuery: _spent, ...rest } = extensions;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** A refusal as a GraphQL-over-HTTP answer: one error with its code, in the media type the client asked for. */
function sendRefusal(req: Request, res: Response, { status, code, message }: Refusal) {
  const type = req.accepts(['application/json', 'application/graphql-response+json']) || 'application/json';
  res
    .status(status)
    .type(type)
    .json({ errors: [{ message, extensions: { code } }] });
}

/**
 * The HTTP step in front of Apollo's middleware (after the JSON body is read): a POST's body or a GET's URL is
 * turned from an id into the manifest's text, or the request is answered with its refusal; Apollo then runs the
 * text as it runs any other. Batches are refused with `only` (Apollo refuses them anyway: graphql/limits.ts).
 */
export function trustedDocumentsStep(trusted: TrustedDocuments): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'POST') {
      const body: unknown = req.body;
      if (Array.isArray(body) && trusted.mode === 'only') return sendRefusal(req, res, { status: 400, code: 'BAD_REQUEST', message: REFUSALS.batch });
      if (!isRecord(body)) return next();
      const resolution = trusted.resolve({ query: body['query'], extensions: body['extensions'] });
      if (resolution.kind === 'refused') return sendRefusal(req, res, resolution.refusal);
      if (resolution.kind === 'persisted') {
        const extensions = withoutPersistedQuery(body['extensions']);
        const { extensions: _sent, ...rest } = body;
        req.body = { ...rest, query: resolution.text, ...(extensions ? { extensions } : {}) };
      }
      return next();
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      // Apollo reads a GET's operation from the URL (its express integration parses req.url), so the URL is what changes.
      // Its search only, read by URLSearchParams, which takes any text (a URL parser throws on some paths).
      const mark = req.url.indexOf('?');
      const path = mark === -1 ? req.url : req.url.slice(0, mark);
      const params = new URLSearchParams(mark === -1 ? '' : req.url.slice(mark + 1));
      const sentExtensions = params.get('extensions');
      let extensions: unknown;
      if (sentExtensions !== null) {
        try {
          extensions = JSON.parse(sentExtensions);
        } catch {
          return sendRefusal(req, res, { status: 400, code: 'BAD_REQUEST', message: 'The extensions parameter must be JSON.' });
        }
      }
      const resolution = trusted.resolve({ query: params.get('query') ?? undefined, extensions });
      if (resolution.kind === 'refused') return sendRefusal(req, res, resolution.refusal);
      if (resolution.kind === 'persisted') {
        params.set('query', resolution.text);
        const rest = withoutPersistedQuery(extensions);
        if (rest) params.set('extensions', JSON.stringify(rest));
        else params.delete('extensions');
        req.url = `${path}?${params.toString()}`;
      }
      return next();
    }
    return next();
  };
}
