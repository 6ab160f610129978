import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';
import { GraphQLError, Lexer, Source, TokenKind, type ValidationContext, type ValidationRule } from 'graphql';
import { badInput } from '../domain/errors.js';

/**
 * How big a GraphQL operation may be (ADR 009: 443 aliases over `history(first: 100)` cost 134k reads
 * and 6.5 s). The app's own largest operation is far below each limit (limits.test.ts checks every one).
 * The same numbers hold over HTTP (graphql-armor's Apollo plugin) and over the WebSocket.
 */
export const GRAPHQL_LIMITS = {
  depth: 8,
  aliases: 10,
  tokens: 1000,
  directives: 10,
  cost: 2000,
  /** History rows one operation may ask for, whatever the aliases: `first` values add up. */
  historyRows: 250,
} as const;

export function armorConfig(options: { production: boolean }): GraphQLArmorConfig {
  return {
    maxDepth: { n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true, flattenFragments: true },
    // armor lets `__typename` aliases through by default: 300 of them were answered. Every alias counts.
    maxAliases: { n: GRAPHQL_LIMITS.aliases, allowList: [] },
    // Off here: armor's plugin parses again inside a hook, where a syntax error becomes an HTTP 500. Apollo's
    // own parser counts tokens instead (parseOptions.maxTokens in apollo.ts: a 400 GRAPHQL_PARSE_FAILED).
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.directives },
    costLimit: { maxCost: GRAPHQL_LIMITS.cost, ignoreIntrospection: true },
    // "Did you mean …?" names fields that production does not list (introspection is off there).
    blockFieldSuggestion: { enabled: options.production },
  };
}

/**
 * The validation rules of the config above, for the WebSocket (graphql-ws validates on its own). A rule past
 * its limit reports a validation error, as armor's Apollo plugin makes it do: by default it throws, and a throw
 * inside validation ended the socket as an internal error (4500, logged with its stack).
 */
export function limitValidationRules(config: GraphQLArmorConfig): ValidationRule[] {
  const reporting = <T extends object | undefined>(options: T) => ({
    ...options,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(new GraphQLError(error.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })),
    ],
  });
  return [
    maxDepthRule(reporting(config.maxDepth)),
    maxAliasesRule(reporting(config.maxAliases)),
    maxDirectivesRule(reporting(config.maxDirectives)),
    costLimitRule(reporting(config.costLimit)),
  ];
}

/** Whether a query has more lexical tokens than allowed; counting stops at the limit, so it is cheap. */
export function exceedsTokenLimit(query: string, limit: number = GRAPHQL_LIMITS.tokens): boolean {
  const lexer = new Lexer(new Source(query));
  try {
    for (let count = 0; lexer.advance().kind !== TokenKind.EOF; count += 1) if (count >= limit) return true;
  } catch {
    // A syntax error: graphql-ws reports it as such when it parses.
  }
  return false;
}

/**
 * Counts the history rows one execution asks for (list sizes count toward the cost of a request). A
 * subscription runs one execution per event with the same context; each event's root value is its own, so
 * a new root value starts a new count (events of one subscription run one after another).
 */
export function createRowBudget(limit: number = GRAPHQL_LIMITS.historyRows) {
  let used = 0;
  let taken = 0;
  let execution: unknown;
  return {
    /** Every row taken by every execution so far (an HTTP request's query cost counts them). */
    get taken() {
      return taken;
    },
    take(rows: number, rootValue?: unknown): void {
      if (rootValue !== execution) {
        execution = rootValue;
        used = 0;
      }
      used += rows;
      taken += rows;
      if (used > limit) throw badInput(`This request asks for more than ${limit} history rows; ask for fewer at a time.`);
    },
    /** Rows of a list no `first` bounds (the customer's restaurants), once read: they count toward the cost, uncapped. */
    countRead(rows: number): void {
      taken += rows;
    },
  };
}
export type RowBudget = ReturnType<typeof createRowBudget>;
