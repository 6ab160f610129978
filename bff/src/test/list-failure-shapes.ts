import { GRAPHQL_LIMITS } from '../graphql/limits.js';

/**
 * Query shapes that put a failing field inside a list (issue 20: one of them ended the process). Shared
 * by the process test (no-request-ends-the-server.test.ts), the hostile-input suite and the fuzz suite,
 * so the class stays covered wherever GraphQL input is tried.
 */
export interface ListFailureShape {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  /** Whether a customer with this many restaurants gets an error (BAD_USER_INPUT) for it. */
  failsWith(restaurants: number): boolean;
}

const ROWS = GRAPHQL_LIMITS.historyRows;
const always = () => true;
/** The per-request row budget: `rowsPerRestaurant` rows asked for each restaurant of the list. */
const overBudget = (rowsPerRestaurant: number) => (restaurants: number) => restaurants * rowsPerRestaurant > ROWS;

export const LIST_FAILURE_SHAPES: readonly ListFailureShape[] = [
  { name: 'first too big (the audit)', query: '{ restaurants { history(first: 126) { nextCursor } } }', failsWith: always },
  { name: 'first just too big', query: '{ restaurants { history(first: 101) { nextCursor } } }', failsWith: always },
  { name: 'first null (the default page)', query: '{ restaurants { history(first: null) { nextCursor } } }', failsWith: () => false },
  { name: 'first zero', query: '{ restaurants { history(first: 0) { nextCursor } } }', failsWith: always },
  { name: 'first negative', query: '{ restaurants { history(first: -5) { items { pointsId } } } }', failsWith: always },
  {
    name: 'first too big in a variable',
    query: 'query Q($f: Int) { restaurants { history(first: $f) { nextCursor } } }',
    variables: { f: 101 },
    failsWith: always,
  },
  { name: 'after with a slash', query: '{ restaurants { history(after: "a/b") { nextCursor } } }', failsWith: always },
  { name: 'after reserved', query: '{ restaurants { history(after: "__x__") { nextCursor } } }', failsWith: always },
  { name: 'after empty', query: '{ restaurants { history(after: "") { nextCursor } } }', failsWith: always },
  {
    name: 'after a lone surrogate in a variable',
    query: 'query Q($a: String) { restaurants { history(after: $a) { nextCursor } } }',
    variables: { a: '\uD800x' },
    failsWith: always,
  },
  {
    name: 'after too long in a variable',
    query: 'query Q($a: String) { restaurants { history(after: $a) { nextCursor } } }',
    variables: { a: 'x'.repeat(2000) },
    failsWith: always,
  },
  { name: 'after no such row', query: '{ restaurants { history(after: "no-such-row") { nextCursor } } }', failsWith: always },
  {
    name: 'bad after in a fragment',
    query: '{ restaurants { ...F } } fragment F on Membership { history(after: "a/b") { nextCursor } }',
    failsWith: always,
  },
  {
    name: 'a bad first under @include(if: true)',
    query: 'query Q($b: Boolean!) { restaurants { history(first: 126) @include(if: $b) { nextCursor } } }',
    variables: { b: true },
    failsWith: always,
  },
  {
    name: 'a bad first under @skip(if: true) never runs',
    query: '{ restaurants { history(first: 126) @skip(if: true) { nextCursor } } }',
    failsWith: () => false,
  },
  { name: 'row budget, one field', query: '{ restaurants { history(first: 100) { nextCursor } } }', failsWith: overBudget(100) },
  {
    name: 'row budget, aliased fields',
    query: '{ restaurants { a: history(first: 100) { nextCursor } b: history(first: 100) { nextCursor } } }',
    failsWith: overBudget(200),
  },
  {
    name: 'row budget, aliased lists',
    query: '{ x: restaurants { history(first: 90) { nextCursor } } y: restaurants { history(first: 90) { nextCursor } } }',
    failsWith: overBudget(180),
  },
  {
    name: 'aliases of both: a fine page and a bad first',
    query: '{ restaurants { a: history(first: 100) { nextCursor } b: history(first: 126) { nextCursor } } }',
    failsWith: always,
  },
  {
    name: 'aliases of both: over the budget and a bad after',
    query: '{ x: restaurants { history(first: 100) { nextCursor } } y: restaurants { history(first: 100, after: "a/b") { nextCursor } } }',
    failsWith: always,
  },
];
