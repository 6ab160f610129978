import manifest from '@foodspot/schema/persisted-documents.json';
import { parse, print } from 'graphql';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { documentIdOf, persistedQueryExtensions } from '../../lib/persisted-query';
import { sessionStore } from '../../lib/session';
import { sentGraphQL } from '../../test/persisted-documents';
import { graphQLError } from '../../test/customer-area';
import { CSRF_TOKEN, server } from '../../test/server';
import { OWNER_ME, ownerRestaurant } from './owner-test-kit';
import { OwnerGraphQLError, OwnerHttpError, ownerErrorMessage, ownerRequest } from './owner-graphql';
import { OwnerRestaurantsRouteQuery, RestaurantStaffQuery } from './owner-operations';
import * as generated from './__generated__/graphql';

describe('ownerRequest (GraphQL over fetch)', () => {
  it('posts the operation’s id (not its text) with its name and variables, the CSRF token and the cookies; resolves to data', async () => {
    const seen: Array<{ headers: Headers; credentials: RequestCredentials; body: unknown }> = [];
    server.use(
      graphql.query('RestaurantStaff', async ({ request }) => {
        seen.push({ headers: request.headers, credentials: request.credentials, body: await request.clone().json() });
        return HttpResponse.json({ data: { restaurantStaff: [{ staffUid: 's-1', email: 'meena@example.com' }] } });
      }),
    );

    const data = await ownerRequest(RestaurantStaffQuery, { restaurantUid: 'r-dosa' });

    expect(data).toEqual({ restaurantStaff: [{ staffUid: 's-1', email: 'meena@example.com' }] });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
    expect(seen[0]!.credentials).toBe('include');
    // As the app sent it (docs/decisions/016): the id codegen embedded, which the BFF's manifest turns into the text.
    expect(sentGraphQL).toEqual([
      {
        operationName: 'RestaurantStaff',
        variables: { restaurantUid: 'r-dosa' },
        extensions: persistedQueryExtensions(documentIdOf(RestaurantStaffQuery)),
      },
    ]);
    expect(seen[0]!.body).toMatchObject({ operationName: 'RestaurantStaff', variables: { restaurantUid: 'r-dosa' } });
    // A plain string: no graphql-js document, its fragments appended as codegen printed them.
    expect(OwnerRestaurantsRouteQuery.toString()).toMatch(/query OwnerRestaurantsRouteQuery[\s\S]*fragment OwnerRestaurant_restaurant/);
  });

  it('rejects with the server’s errors, typed with extensions.code and message', async () => {
    server.use(graphql.query('RestaurantStaff', () => HttpResponse.json(graphQLError('Only restaurant owners can do that.', 'FORBIDDEN'))));

    const failure = await ownerRequest(RestaurantStaffQuery, { restaurantUid: 'r-dosa' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(OwnerGraphQLError);
    expect(failure).toMatchObject({ code: 'FORBIDDEN', message: 'Only restaurant owners can do that.' });
    expect(ownerErrorMessage(failure, 'fallback')).toBe('Only restaurant owners can do that.');
  });

  it('rejects an answer that is not GraphQL with its HTTP status; the screens show their fallback for it', async () => {
    server.use(http.post('/graphql', () => new HttpResponse('Bad gateway', { status: 502 })));

    const failure = await ownerRequest(OwnerRestaurantsRouteQuery, {}).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(OwnerHttpError);
    expect(failure).toMatchObject({ status: 502 });
    expect(ownerErrorMessage(failure, 'We could not load this.')).toBe('We could not load this.');
  });

  it('UNAUTHENTICATED: checks the session again, and sends once more when the same owner is still signed in', async () => {
    server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json(OWNER_ME)));
    await sessionStore.refresh();
    let sent = 0;
    server.use(
      graphql.query('OwnerRestaurantsRouteQuery', () => {
        sent += 1;
        return HttpResponse.json(
          sent === 1 ? graphQLError('Please log in to continue.', 'UNAUTHENTICATED') : { data: { ownerRestaurants: [ownerRestaurant()] } },
        );
      }),
    );

    const data = await ownerRequest(OwnerRestaurantsRouteQuery, {});

    expect(sent).toBe(2);
    expect(data.ownerRestaurants.map((restaurant) => restaurant.resId)).toEqual(['FS1004']);
  });

  it('sends ids the BFF knows: each names, in the manifest, the operation codegen printed (its fragments in any order)', () => {
    const texts: Record<string, string> = manifest;
    const definitionsOf = (text: string) =>
      parse(text)
        .definitions.map((definition) => print(definition))
        .sort();
    const operations = Object.entries(generated).filter(([name]) => name.endsWith('Document'));
    expect(operations.length).toBeGreaterThan(5);
    for (const [name, document] of operations) {
      const text = texts[documentIdOf(document)];
      expect(text, name).toBeDefined();
      expect(definitionsOf(text!), name).toEqual(definitionsOf(String(document)));
    }
  });
});
