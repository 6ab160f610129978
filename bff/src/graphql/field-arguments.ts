import { DATA_EXPORT_QUERY_COST, consentBodySchema } from '@foodspot/schema/privacy';
import { profileInputSchema } from '@foodspot/schema/profile';
import { activityCursorSchema, restaurantInputSchema, staffEmailSchema, staffUidSchema } from '@foodspot/schema/restaurant';
import {
  customerIdSchema,
  historyCursorSchema,
  historyFirstSchema,
  idempotencyKeySchema,
  orderIdSchema,
  pinSchema,
  platformSchema,
  pointsAmountSchema,
  resIdSchema,
  restaurantUidSchema,
  typedPinSchema,
} from '@foodspot/schema/validation';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  type GraphQLSchema,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  isListType,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type GraphQLCompositeType,
} from 'graphql';
import type { z } from 'zod';
import type { DomainError } from '../domain/errors.js';
import { inputRefusal } from '../http/parse-input.js';
import { GRAPHQL_LIMITS } from './limits.js';

/**
 * The rules of every field argument that has one, by `Type.field`, checked before any resolver runs
 * (issue 20, ADR 013): graphql-js 16 leaves a list item's rejection unhandled when another item of the
 * same list fails synchronously, and that ends the process; an argument refused up front never gets
 * that far. Resolvers parse with the same schemas for the values they use (trimmed, canonical).
 * Staff item ids are opaque and answer "not found" from the service, as any unknown id does.
 */
const CREDIT_ARGUMENTS = {
  cusId: customerIdSchema,
  pin: typedPinSchema,
  amount: pointsAmountSchema('Amount'),
  idempotencyKey: idempotencyKeySchema.nullable(),
};

export const FIELD_ARGUMENTS: Record<string, Record<string, z.ZodType>> = {
  'Query.restaurant': { restaurantUid: restaurantUidSchema },
  // A null first is the default page, as the resolver reads it.
  'Membership.history': { first: historyFirstSchema.nullable(), after: historyCursorSchema.nullable() },
  'Mutation.saveProfile': { input: profileInputSchema },
  'Mutation.giveConsent': consentBodySchema.shape,
  'Mutation.deleteAccount': { pin: pinSchema.nullable() },
  'Mutation.addRestaurant': { resId: resIdSchema },
  'Mutation.deleteRestaurant': { restaurantUid: restaurantUidSchema },
  'Mutation.claimReward': { restaurantUid: restaurantUidSchema, platform: platformSchema },
  'Mutation.requestPoints': { restaurantUid: restaurantUidSchema, platform: platformSchema, orderId: orderIdSchema.nullable() },
  'Mutation.approvePointsRequest': { points: pointsAmountSchema('Points') },
  'Mutation.creditInStore': CREDIT_ARGUMENTS,
  'Mutation.creditBill': CREDIT_ARGUMENTS,
  'Query.staffMemberLookup': { cusId: customerIdSchema },
  'Subscription.pointsChanged': { restaurantUid: restaurantUidSchema },
  'Query.restaurantStaff': { restaurantUid: restaurantUidSchema },
  'Query.restaurantDashboard': { restaurantUid: restaurantUidSchema },
  'Query.restaurantActivity': { restaurantUid: restaurantUidSchema, first: historyFirstSchema.nullable(), after: activityCursorSchema.nullable() },
  'Mutation.createRestaurant': { input: restaurantInputSchema },
  'Mutation.updateRestaurant': { restaurantUid: restaurantUidSchema, input: restaurantInputSchema },
  'Mutation.addStaff': { restaurantUid: restaurantUidSchema, email: staffEmailSchema },
  'Mutation.removeStaff': { restaurantUid: restaurantUidSchema, staffUid: staffUidSchema },
  'Mutation.liftPinLock': { restaurantUid: restaurantUidSchema, cusId: customerIdSchema },
};

const badUserInput = (message: string, nodes?: GraphQLError['nodes'], refusal?: DomainError) =>
  new GraphQLError(message, { nodes, originalError: refusal, extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/**
 * The first argument of the operation that breaks its field's rule, as a BAD_USER_INPUT error, or null.
 * Variables that do not fit their types are left to graphql-js, which reports them as it always has.
 */
export function fieldArgumentError(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | null | undefined,
): GraphQLError | null {
  return inspectOperation(schema, document, operationName, rawVariables).error;
}

/**
 * Why the operation's variables do not fit their types, as BAD_USER_INPUT errors (Apollo answers these over HTTP
 * with a 400 BAD_USER_INPUT), or none. graphql-js would report them with the coercion's own error inside, which
 * the error table reads as an internal error.
 */
export function variableErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | null | undefined,
): GraphQLError[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {}, { maxErrors: 10 });
  return (coerced.errors ?? []).map((error) => badUserInput(error.message, error.nodes));
}

/** The page a list field with no `first` answers (the schema's default for history; the same for the rest). */
export const DEFAULT_PAGE_ROWS = 50;

/** Fields that read many rows without a `first`: what each reserves (and is settled at) from the query-cost bucket. */
export const FIXED_ROW_COSTS: Record<string, number> = { 'Viewer.dataExport': DATA_EXPORT_QUERY_COST - 1 };

/** The list fields whose rows one execution's row budget caps (createRowBudget in limits.ts). */
const ROW_BUDGETED_FIELDS = new Set(['Membership.history']);

/**
 * One walk over the operation that will run: the first field argument that breaks its rule (as
 * fieldArgumentError), and the most list rows it can read, reserved from the account's query-cost bucket
 * before it runs (and what it did not read given back after). `first: N` counts N; a list field inside
 * another list (`restaurants { history(first: 100) }`) counts as the whole row budget, since the outer
 * list's length is known only once it ran; the row-budgeted fields together never count beyond that budget.
 */
export function inspectOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | null | undefined,
): {
  error: GraphQLError | null;
  /** The most list rows the operation can read. */
  requestedRows: number;
  /** Those of them no row budget counts as they are read (the owner's activity pages): read as asked. */
  unbudgetedRows: number;
} {
  let budgetedRows = 0;
  let otherRows = 0;
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  const rootType = operation && schema.getRootType(operation.operation);
  // graphql-js says what is wrong with the operation itself, or with variables that do not fit their types.
  if (!operation || !rootType) return { error: null, requestedRows: 0, unbudgetedRows: 0 };
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  if (coerced.errors) return { error: null, requestedRows: 0, unbudgetedRows: 0 };
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  // Each fragment is walked once (a chain of fragments spreading the next twice would double the walk at each
  // link); a later spread adds the rows the first walk found, or the whole row budget inside a list.
  const fragmentRows = new Map<string, number>();
  const included = (node: SelectionNode) =>
    getDirectiveValues(GraphQLSkipDirective, node, coerced.coerced)?.['if'] !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, coerced.coerced)?.['if'] !== false;

  const check = (selectionSet: SelectionSetNode, parentType: GraphQLCompositeType, insideList: boolean): GraphQLError | null => {
    for (const selection of selectionSet.selections) {
      let found: GraphQLError | null = null;
      if (!included(selection)) continue; // @skip(if: true) or @include(if: false): never runs
      if (selection.kind === Kind.FIELD) {
        const fieldDef = isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[selection.name.value] : undefined;
        if (!fieldDef) continue; // __typename and the introspection fields
        const fieldKey = `${parentType.name}.${fieldDef.name}`;
        otherRows += FIXED_ROW_COSTS[fieldKey] ?? 0;
        const rules = FIELD_ARGUMENTS[fieldKey];
        if (rules) {
          const values = getArgumentValues(fieldDef, selection, coerced.coerced);
          if ('first' in rules) {
            const rows = typeof values['first'] === 'number' ? values['first'] : DEFAULT_PAGE_ROWS;
            if (!ROW_BUDGETED_FIELDS.has(fieldKey)) otherRows += rows;
            else budgetedRows += insideList ? GRAPHQL_LIMITS.historyRows : rows;
          }
          for (const [argument, rule] of Object.entries(rules)) {
            if (!(argument in values)) continue; // absent and without a default: the resolver's default applies
            const parsed = rule.safeParse(values[argument]);
            if (!parsed.success) {
              // With the refusal inside, a catalogued problem carries its reason (error table, apollo.ts).
              const refusal = inputRefusal(parsed.error);
              return badUserInput(refusal.message, [selection], refusal);
            }
          }
        }
        const fieldType = getNamedType(fieldDef.type);
        const isList = insideList || isListType(getNullableType(fieldDef.type));
        if (selection.selectionSet && isCompositeType(fieldType)) found = check(selection.selectionSet, fieldType, isList);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typeCondition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parentType;
        if (isCompositeType(typeCondition)) found = check(selection.selectionSet, typeCondition, insideList);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment) continue;
        const rowsBefore = fragmentRows.get(fragment.name.value);
        if (rowsBefore !== undefined) {
          budgetedRows += insideList && rowsBefore > 0 ? GRAPHQL_LIMITS.historyRows : rowsBefore;
          continue;
        }
        fragmentRows.set(fragment.name.value, 0); // a cycle (refused by validation) stops here
        const budgetedBefore = budgetedRows;
        const typeCondition = schema.getType(fragment.typeCondition.name.value);
        if (isCompositeType(typeCondition)) found = check(fragment.selectionSet, typeCondition, insideList);
        fragmentRows.set(fragment.name.value, budgetedRows - budgetedBefore);
      }
      if (found) return found;
    }
    return null;
  };
  const error = check(operation.selectionSet, rootType, false);
  return { error, requestedRows: Math.min(budgetedRows, GRAPHQL_LIMITS.historyRows) + otherRows, unbudgetedRows: otherRows };
}
