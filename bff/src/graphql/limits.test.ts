import { print, specifiedRules, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOperations } from '../test/client-operations.js';
import { signedInCustomer } from '../test/customers.js';
import { useTestServer } from '../test/harness.js';
import { nextOf, wsClients } from '../test/ws-client.js';
import type { GraphQLContext } from '../context.js';
import { createLogger } from '../logger.js';
import { createApolloServer, schema, withoutSuggestions } from './apollo.js';
import { armorConfig, exceedsTokenLimit, GRAPHQL_LIMITS, limitValidationRules } from './limits.js';

describe('the limits leave the app itself alone', () => {
  it('every client operation passes depth, alias, directive, cost and token limits', () => {
    const operations = clientOperations();
    expect(operations.size).toBeGreaterThan(15);
    // The owner area's operations are read too (their own codegen output).
    expect(operations.has('CreateRestaurant')).toBe(true);
    const rules = [...specifiedRules, ...limitValidationRules(armorConfig({ production: true }))];
    for (const [name, document] of operations) {
      expect(
        validate(schema, document, rules).map((error) => error.message),
        name,
      ).toEqual([]);
      expect(exceedsTokenLimit(print(document)), name).toBe(false);
    }
  });
});

describe('unit', () => {
  it('counts tokens only up to the limit', () => {
    expect(exceedsTokenLimit('{ me { uid } }')).toBe(false);
    expect(exceedsTokenLimit(`{ ${'me { uid } '.repeat(300)} }`)).toBe(true);
  });

  it('takes the field names out of "Did you mean" in production', () => {
    const formatted = { message: 'Cannot query field "pointz" on type "Membership". Did you mean "points"?' };
    expect(withoutSuggestions(formatted).message).toBe('Cannot query field "pointz" on type "Membership".');
    expect(armorConfig({ production: true }).blockFieldSuggestion?.enabled).toBe(true);
    expect(armorConfig({ production: false }).blockFieldSuggestion?.enabled).toBe(false);
  });
});

describe('validation (and so the limits) runs once per document text, and only for a valid one', () => {
  // Apollo keeps a validated document by the SHA-256 of its text; the limits are validation rules, so a
  // repeated query skips them. What this must never do: let a different text, or a refused one, through.
  let validations = 0;
  const apollo = createApolloServer({
    introspection: false,
    production: true,
    extraPlugins: [
      {
        requestDidStart: () => {
          const validationDidStart = () => {
            validations += 1;
            return Promise.resolve();
          };
          return Promise.resolve({ validationDidStart });
        },
      },
    ],
  });
  beforeAll(() => apollo.start());
  afterAll(() => apollo.stop());
  const run = async (query: string) => {
    const before = validations;
    const contextValue = { user: null, requestId: 'test', log: createLogger('silent') } as unknown as GraphQLContext;
    const { body } = await apollo.executeOperation({ query }, { contextValue });
    if (body.kind !== 'single') throw new Error('expected a single result');
    return { validated: validations - before, errors: body.singleResult.errors?.map((error) => error.message) };
  };
  const typenames = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: __typename`).join(' ')} }`;
  const viewers = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: me { uid }`).join(' ')} }`;

  it('validates a document once and answers it again without validating', async () => {
    expect(await run(typenames(GRAPHQL_LIMITS.aliases))).toEqual({ validated: 1, errors: undefined });
    expect(await run(typenames(GRAPHQL_LIMITS.aliases))).toEqual({ validated: 0, errors: undefined });
  });

  it('validates every other text, however close, and refuses it when it breaks a limit, every time', async () => {
    await run(typenames(GRAPHQL_LIMITS.aliases));
    await run(viewers(GRAPHQL_LIMITS.aliases));
    const tooMany = viewers(GRAPHQL_LIMITS.aliases + 1);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await run(tooMany);
      expect(refused.validated).toBe(1);
      expect(refused.errors?.[0]).toMatch(/alias/i);
    }
    // One space more is another text: validated on its own.
    expect(await run(`${typenames(GRAPHQL_LIMITS.aliases)} `)).toEqual({ validated: 1, errors: undefined });
  });

  it('refuses a document over the token limit every time (parsing is not skipped for it either)', async () => {
    const tooLong = `{ ${'__typename '.repeat(GRAPHQL_LIMITS.tokens)} }`;
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await run(tooLong)).errors?.[0]).toMatch(/token/i);
  });
});

describe('oversized operations, over HTTP and the WebSocket', () => {
  const server = useTestServer();
  const sockets = wsClients(() => server.url);
  afterAll(() => sockets.disposeAll());

  const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: me { uid }`).join(' ')} }`;
  const historyRows = (pages: number) =>
    `query Q($r: ID!) { restaurant(restaurantUid: $r) { ${Array.from({ length: pages }, (_, index) => `h${index}: history(first: 100) { nextCursor }`).join(' ')} } }`;

  it('refuses 300 aliases (and so too many tokens) before running anything', async () => {
    const { browser } = await signedInCustomer(server);
    const tooManyAliases = await browser.graphql(aliases(300));
    expect(tooManyAliases.body.data ?? null).toBeNull();
    expect(tooManyAliases.body.errors?.[0]?.message).toMatch(/alias|token/i);
    const fine = await browser.graphql(aliases(GRAPHQL_LIMITS.aliases));
    expect(fine.body.errors).toBeUndefined();
    const tooMany = await browser.graphql(aliases(GRAPHQL_LIMITS.aliases + 1));
    expect(tooMany.body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('counts aliases of __typename too (300 of them fit the token limit), over HTTP and the socket', async () => {
    const typenames = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `t${index}: __typename`).join(' ')} }`;
    const { browser } = await signedInCustomer(server);
    for (const count of [300, GRAPHQL_LIMITS.aliases + 1]) {
      const refused = await browser.graphql(typenames(count));
      expect(refused.status).toBe(400);
      expect(refused.body.data ?? null).toBeNull();
      expect(refused.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/alias/i), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    }
    expect((await browser.graphql(typenames(GRAPHQL_LIMITS.aliases))).body).toEqual({
      data: Object.fromEntries(Array.from({ length: GRAPHQL_LIMITS.aliases }, (_, index) => [`t${index}`, 'Query'])),
    });
    const socket = sockets.open({ cookie: `__session=${browser.cookie('__session')}`, origin: server.url });
    await expect(nextOf(socket.iterate({ query: typenames(300) }))).rejects.toEqual([
      expect.objectContaining({ message: expect.stringMatching(/alias/i), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
    ]);
  });

  it('counts list sizes: more history rows than the budget in one operation is BAD_USER_INPUT', async () => {
    const { browser } = await signedInCustomer(server);
    await browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' });
    const { body } = await browser.get('/api/v1/customer/restaurants');
    const restaurantUid = (body['results'] as { restaurantUid: string }[])[0]!.restaurantUid;
    // Two pages of 100 and the default page of 50: exactly the budget.
    const within = await browser.graphql(historyRows(2).replace('} } }', '} h9: history { nextCursor } } }'), { r: restaurantUid });
    expect(within.body.errors).toBeUndefined();
    const over = await browser.graphql(historyRows(3), { r: restaurantUid });
    expect(over.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(new RegExp(`more than ${GRAPHQL_LIMITS.historyRows} history rows`)),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('applies the same limits to subscriptions on the socket', async () => {
    const { browser } = await signedInCustomer(server);
    const socket = sockets.open({ cookie: `__session=${browser.cookie('__session')}`, origin: server.url });
    const aliased = `subscription { ${Array.from({ length: 300 }, (_, index) => `a${index}: pointsChanged(restaurantUid: "x") { points }`).join(' ')} }`;
    await expect(nextOf(socket.iterate({ query: aliased }))).rejects.toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: expect.stringMatching(/GRAPHQL_VALIDATION_FAILED|BAD_USER_INPUT/) }) }),
    ]);
  });
});
