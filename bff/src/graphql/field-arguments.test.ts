import { buildSchema, parse, print } from 'graphql';
import { typeDefs } from '@foodspot/schema';
import { describe, expect, it } from 'vitest';
import { clientOperations } from '../test/client-operations.js';
import { DEFAULT_PAGE_ROWS, FIXED_ROW_COSTS, inspectOperation } from './field-arguments.js';
import { GRAPHQL_LIMITS } from './limits.js';

const schema = buildSchema(typeDefs.join('\n'));
const rowsOf = (query: string, variables: Record<string, unknown> = {}) => inspectOperation(schema, parse(query), undefined, variables).requestedRows;
const ROW_BUDGET = GRAPHQL_LIMITS.historyRows;

/** What an operation reserves of the account's query-cost bucket before it runs (ADR 016), beyond its 1. */
describe('the rows an operation reserves', () => {
  it('counts first: N of a field outside any list, and the default page without one', () => {
    expect(rowsOf('{ restaurant(restaurantUid: "r1") { history(first: 20) { nextCursor } } }')).toBe(20);
    expect(rowsOf('{ restaurant(restaurantUid: "r1") { history { nextCursor } } }')).toBe(DEFAULT_PAGE_ROWS);
    expect(rowsOf('query Q($n: Int!) { a: restaurant(restaurantUid: "r1") { history(first: $n) { nextCursor } } }', { n: 7 })).toBe(7);
  });

  it('counts a history inside a list as the whole row budget: the list is as long as it turns out to be', () => {
    expect(rowsOf('{ restaurants { history(first: 1) { nextCursor } } }')).toBe(ROW_BUDGET);
  });

  it('never counts history beyond the row budget one execution may read, however many aliases ask', () => {
    const aliases = Array.from(
      { length: 6 },
      (_, index) => `a${index}: restaurant(restaurantUid: "r${index}") { history(first: 100) { nextCursor } }`,
    );
    expect(rowsOf(`{ ${aliases.join(' ')} }`)).toBe(ROW_BUDGET);
  });

  it('counts a fragment spread again where it is spread again, as the row budget inside a list', () => {
    const fragment = 'fragment Page on Membership { history(first: 3) { nextCursor } }';
    expect(rowsOf(`{ a: restaurant(restaurantUid: "r1") { ...Page } b: restaurant(restaurantUid: "r2") { ...Page } } ${fragment}`)).toBe(6);
    expect(rowsOf(`{ restaurant(restaurantUid: "r1") { ...Page } restaurants { ...Page } } ${fragment}`)).toBe(ROW_BUDGET);
  });

  it('says which rows no row budget counts as they are read (the owner activity pages): those are read as asked', () => {
    const query = `{ restaurantActivity(restaurantUid: "r1", first: 40) { nextCursor } restaurant(restaurantUid: "r1") { history(first: 5) { nextCursor } } }`;
    expect(inspectOperation(schema, parse(query), undefined, {})).toMatchObject({ requestedRows: 45, unbudgetedRows: 40 });
  });

  it("reserves for each of the client's own operations no more than it asks for (none nests a page in a list)", () => {
    for (const [name, document] of clientOperations()) {
      const { requestedRows } = inspectOperation(schema, document, name, { restaurantUid: 'r1', first: 50 });
      // A field of fixed cost (the whole data export, on "Your data") is what it is: what this test forbids is a page nested in a list.
      const fixed = print(document).includes('dataExport') ? FIXED_ROW_COSTS['Viewer.dataExport']! : 0;
      expect(requestedRows - fixed, name).toBeLessThanOrEqual(100);
    }
  });
});
