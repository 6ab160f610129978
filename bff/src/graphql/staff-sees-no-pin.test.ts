import { readFileSync } from 'node:fs';
import { getNamedType, type GraphQLNamedType, isInterfaceType, isObjectType, isUnionType, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './apollo.js';

/**
 * Staff see a customer's PIN nowhere (issue 24): no type that a staff or owner operation answers with has a `pin`
 * field, at any depth. (They type a PIN at the till; they never read one.) The customer's own roots (`me`,
 * `restaurants`) answer for the caller's uid only, which a staff or owner account is not; the owner's CSV files have
 * no PIN column (services/owners.ts).
 */
const ROLE_SCHEMAS = ['staff.graphql', 'owner.graphql'];

/** The root fields (query, mutation, subscription) a schema file adds, as `Type.field`. */
function rootFieldsOf(file: string): { root: 'Query' | 'Mutation' | 'Subscription'; field: string }[] {
  const document = parse(readFileSync(new URL(`../../../schema/${file}`, import.meta.url), 'utf8'));
  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OBJECT_TYPE_EXTENSION && ['Query', 'Mutation', 'Subscription'].includes(definition.name.value)
      ? (definition.fields ?? []).map((field) => ({ root: definition.name.value as 'Query' | 'Mutation' | 'Subscription', field: field.name.value }))
      : [],
  );
}

/** Every `Type.field` reachable from the answers of `roots`, following object, interface and union types. */
function reachableFields(roots: { root: 'Query' | 'Mutation' | 'Subscription'; field: string }[]): string[] {
  const seen = new Set<string>();
  const fields: string[] = [];
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    if (isUnionType(type)) return type.getTypes().forEach(visit);
    if (!isObjectType(type) && !isInterfaceType(type)) return;
    for (const field of Object.values(type.getFields())) {
      fields.push(`${type.name}.${field.name}`);
      visit(getNamedType(field.type));
    }
  };
  for (const { root, field } of roots) {
    const rootType = root === 'Query' ? schema.getQueryType() : root === 'Mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    const definition = rootType?.getFields()[field];
    if (!definition) throw new Error(`${root}.${field} is not in the schema`);
    visit(getNamedType(definition.type));
  }
  return fields;
}

const isPinField = (typeAndField: string) => typeAndField.split('.')[1]?.toLowerCase() === 'pin';

describe('what staff and owners can read', () => {
  it('has no PIN field in any type their operations answer with, at any depth', () => {
    const roots = ROLE_SCHEMAS.flatMap(rootFieldsOf);
    expect(roots.map(({ root, field }) => `${root}.${field}`)).toEqual(
      expect.arrayContaining([
        'Query.staffQueue',
        'Query.staffMemberLookup',
        'Mutation.creditBill',
        'Subscription.staffQueueChanged',
        'Query.restaurantActivity',
      ]),
    );
    const fields = reachableFields(roots);
    // The walk reaches the cards and receipts that name a customer (so it would see a PIN there).
    expect(fields).toEqual(expect.arrayContaining(['StaffPointsRequest.customerName', 'InStoreCredit.customerName']));
    expect(fields.filter(isPinField)).toEqual([]);
  });

  it('the same walk finds the PIN where the customer reads it (their own restaurants and profile)', () => {
    expect(reachableFields([{ root: 'Query', field: 'restaurants' }]).filter(isPinField)).toEqual(['Membership.pin']);
    expect(reachableFields([{ root: 'Query', field: 'me' }]).filter(isPinField)).not.toEqual([]);
  });
});
