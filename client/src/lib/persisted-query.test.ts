import { InMemoryCache } from '@apollo/client';
import manifest from '@foodspot/schema/persisted-documents.json';
import { type DocumentNode, Kind, parse, print } from 'graphql';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as generated from '../__generated__/graphql';
import { livePoints, membership, VIEWER } from '../test/customer-area';
import { mockLiveSocket } from '../test/graphql-ws';
import { sentGraphQL } from '../test/persisted-documents';
import { server } from '../test/server';
import { createApolloClient, type CustomerApollo } from './apollo';
import { documentIdOf, persistedIdOf, persistedQueryExtensions } from './persisted-query';

// Trusted documents (docs/decisions/016): the app sends its operations by id; the BFF runs the manifest's text for it.

const texts: Record<string, string> = manifest;
const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
/** The definitions of a document, each printed, in a stable order: what the server runs, whatever the order. */
const definitionsOf = (document: DocumentNode) => document.definitions.map((definition) => print(definition)).sort();

let apollo: CustomerApollo | null = null;
afterEach(() => {
  apollo?.client.stop();
  apollo?.closeSocket();
  apollo = null;
});

describe('the ids codegen embedded', () => {
  it("name, for every operation Apollo sends, the very operation Apollo would send as text: its fragments and its cache's __typename fields", () => {
    const operations = Object.entries(generated).filter(
      (entry): entry is [string, DocumentNode] =>
        isDocument(entry[1]) && entry[1].definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION),
    );
    expect(operations.length).toBeGreaterThan(15);
    for (const [name, document] of operations) {
      const text = texts[documentIdOf(document)];
      expect(text, name).toBeDefined();
      expect(definitionsOf(parse(text!)), name).toEqual(definitionsOf(new InMemoryCache().transformDocument(document)));
    }
  });

  it('are read from the extension the app sends, and a document without one is a mistake said at once', () => {
    expect(persistedIdOf(persistedQueryExtensions('abc'))).toBe('abc');
    expect(persistedIdOf(undefined)).toBeUndefined();
    expect(persistedIdOf({ persistedQuery: { sha256Hash: 12 } })).toBeUndefined();
    expect(() => documentIdOf(parse('{ me { uid } }'))).toThrow(/no persisted id/);
  });
});

describe("the customer area's Apollo client", () => {
  it('sends a query and a mutation by id alone (no text), and a subscription by id with an empty query', async () => {
    const chaat = membership();
    server.use(
      graphql.query('RestaurantsRouteQuery', () => HttpResponse.json({ data: { me: VIEWER, restaurants: [chaat] } })),
      graphql.mutation('DeleteRestaurant', () => HttpResponse.json({ data: { deleteRestaurant: true } })),
    );
    const socket = mockLiveSocket();
    apollo = createApolloClient();

    await apollo.client.query({ query: generated.RestaurantsRouteQueryDocument });
    await apollo.client.mutate({ mutation: generated.DeleteRestaurantDocument, variables: { restaurantUid: chaat.restaurantUid } });
    expect(sentGraphQL).toEqual([
      {
        operationName: 'RestaurantsRouteQuery',
        variables: {},
        extensions: persistedQueryExtensions(documentIdOf(generated.RestaurantsRouteQueryDocument)),
      },
      {
        operationName: 'DeleteRestaurant',
        variables: { restaurantUid: chaat.restaurantUid },
        extensions: persistedQueryExtensions(documentIdOf(generated.DeleteRestaurantDocument)),
      },
    ]);

    const points: number[] = [];
    const live = apollo.client
      .subscribe({ query: generated.LiveMembershipDocument, variables: { restaurantUid: chaat.restaurantUid } })
      .subscribe({ next: (result) => result.data && points.push(result.data.pointsChanged.points) });
    await socket.subscribed(chaat.restaurantUid);
    expect(socket.subscriptions.map(({ persistedId, query }) => ({ persistedId, query }))).toEqual([
      { persistedId: documentIdOf(generated.LiveMembershipDocument), query: '' },
    ]);
    socket.pushPoints(chaat.restaurantUid, livePoints(chaat, 120));
    await vi.waitFor(() => expect(points).toEqual([120]));
    live.unsubscribe();
  });

  it('sends an id the server does not know once more with its text, as the persisted-query protocol does', async () => {
    const refusal = { errors: [{ message: 'No operation of this app has this id.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    let asked = 0;
    server.use(
      graphql.query('RestaurantsRouteQuery', () => {
        asked += 1;
        return asked === 1
          ? HttpResponse.json(refusal, { status: 400, headers: { 'content-type': 'application/graphql-response+json' } })
          : HttpResponse.json({ data: { me: VIEWER, restaurants: [] } });
      }),
    );
    apollo = createApolloClient();
    const { data } = await apollo.client.query({ query: generated.RestaurantsRouteQueryDocument });
    expect(data?.restaurants).toEqual([]);
    const id = documentIdOf(generated.RestaurantsRouteQueryDocument);
    expect(sentGraphQL.map((body) => ({ id: persistedIdOf(body['extensions']), withText: typeof body['query'] === 'string' }))).toEqual([
      { id, withText: false },
      { id, withText: true },
    ]);
  });
});
