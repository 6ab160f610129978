/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ActivityKind =
  | 'claimApproved'
  | 'claimRejected'
  | 'credit'
  | 'creditReversed'
  | 'requestApproved'
  | 'requestRejected';

export type RestaurantInput = {
  city: string;
  /** 1..100000; bills above it need the cashier to confirm them; 10000 when left out */
  largeBillThreshold?: number | null | undefined;
  /** 1..100000; a lower value applies at once, a higher one after the notice period */
  minimumSpend: number;
  name: string;
  phone: string;
  reward: string;
};

export type OwnerRestaurant_RestaurantFragment = { restaurantUid: string, resId: string, name: string, phone: string, city: string, reward: string, minimumSpend: number, pendingMinimumSpend: number | null, minimumSpendFrom: string | null, suspended: boolean, largeBillThreshold: number };

export type OwnerRestaurantsRouteQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnerRestaurantsRouteQueryQuery = { ownerRestaurants: Array<{ restaurantUid: string, resId: string, name: string, phone: string, city: string, reward: string, minimumSpend: number, pendingMinimumSpend: number | null, minimumSpendFrom: string | null, suspended: boolean, largeBillThreshold: number }> };

export type CreateRestaurantMutationVariables = Exact<{
  input: RestaurantInput;
}>;


export type CreateRestaurantMutation = { createRestaurant: { restaurantUid: string, resId: string, name: string, phone: string, city: string, reward: string, minimumSpend: number, pendingMinimumSpend: number | null, minimumSpendFrom: string | null, suspended: boolean, largeBillThreshold: number } };

export type UpdateRestaurantMutationVariables = Exact<{
  restaurantUid: string | number;
  input: RestaurantInput;
}>;


export type UpdateRestaurantMutation = { updateRestaurant: { restaurantUid: string, resId: string, name: string, phone: string, city: string, reward: string, minimumSpend: number, pendingMinimumSpend: number | null, minimumSpendFrom: string | null, suspended: boolean, largeBillThreshold: number } };

export type RestaurantStaffQueryVariables = Exact<{
  restaurantUid: string | number;
}>;


export type RestaurantStaffQuery = { restaurantStaff: Array<{ staffUid: string, email: string }> };

export type AddStaffMutationVariables = Exact<{
  restaurantUid: string | number;
  email: string;
}>;


export type AddStaffMutation = { addStaff: { staffUid: string, email: string, setPasswordLink: string } };

export type RemoveStaffMutationVariables = Exact<{
  restaurantUid: string | number;
  staffUid: string | number;
}>;


export type RemoveStaffMutation = { removeStaff: boolean };

export type LiftPinLockMutationVariables = Exact<{
  restaurantUid: string | number;
  cusId: string;
}>;


export type LiftPinLockMutation = { liftPinLock: { cusId: string, customerName: string, wasLocked: boolean } };

export type RestaurantDashboardQueryVariables = Exact<{
  restaurantUid: string | number;
}>;


export type RestaurantDashboardQuery = { restaurantDashboard: { members: number, newMembers7d: number, pointsIssued7d: number, pointsRedeemed7d: number, pointsIssued30d: number, pointsRedeemed30d: number, rewardsClaimed30d: number, waitingApprovals: number, returningShare: number, days: Array<{ date: string, issued: number, redeemed: number }> } };

export type RestaurantActivityQueryVariables = Exact<{
  restaurantUid: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RestaurantActivityQuery = { restaurantActivity: { nextCursor: string | null, items: Array<{ id: string, kind: ActivityKind, staffEmail: string, cusId: string, points: number, platform: string, createdAt: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const OwnerRestaurant_RestaurantFragmentDoc = new TypedDocumentString(`
    fragment OwnerRestaurant_restaurant on OwnerRestaurant {
  restaurantUid
  resId
  name
  phone
  city
  reward
  minimumSpend
  pendingMinimumSpend
  minimumSpendFrom
  suspended
  largeBillThreshold
}
    `, {"fragmentName":"OwnerRestaurant_restaurant"}) as unknown as TypedDocumentString<OwnerRestaurant_RestaurantFragment, unknown>;
export const OwnerRestaurantsRouteQueryDocument = new TypedDocumentString(`
    query OwnerRestaurantsRouteQuery {
  ownerRestaurants {
    ...OwnerRestaurant_restaurant
  }
}
    fragment OwnerRestaurant_restaurant on OwnerRestaurant {
  restaurantUid
  resId
  name
  phone
  city
  reward
  minimumSpend
  pendingMinimumSpend
  minimumSpendFrom
  suspended
  largeBillThreshold
}`) as unknown as TypedDocumentString<OwnerRestaurantsRouteQueryQuery, OwnerRestaurantsRouteQueryQueryVariables>;
export const CreateRestaurantDocument = new TypedDocumentString(`
    mutation CreateRestaurant($input: RestaurantInput!) {
  createRestaurant(input: $input) {
    ...OwnerRestaurant_restaurant
  }
}
    fragment OwnerRestaurant_restaurant on OwnerRestaurant {
  restaurantUid
  resId
  name
  phone
  city
  reward
  minimumSpend
  pendingMinimumSpend
  minimumSpendFrom
  suspended
  largeBillThreshold
}`) as unknown as TypedDocumentString<CreateRestaurantMutation, CreateRestaurantMutationVariables>;
export const UpdateRestaurantDocument = new TypedDocumentString(`
    mutation UpdateRestaurant($restaurantUid: ID!, $input: RestaurantInput!) {
  updateRestaurant(restaurantUid: $restaurantUid, input: $input) {
    ...OwnerRestaurant_restaurant
  }
}
    fragment OwnerRestaurant_restaurant on OwnerRestaurant {
  restaurantUid
  resId
  name
  phone
  city
  reward
  minimumSpend
  pendingMinimumSpend
  minimumSpendFrom
  suspended
  largeBillThreshold
}`) as unknown as TypedDocumentString<UpdateRestaurantMutation, UpdateRestaurantMutationVariables>;
export const RestaurantStaffDocument = new TypedDocumentString(`
    query RestaurantStaff($restaurantUid: ID!) {
  restaurantStaff(restaurantUid: $restaurantUid) {
    staffUid
    email
  }
}
    `) as unknown as TypedDocumentString<RestaurantStaffQuery, RestaurantStaffQueryVariables>;
export const AddStaffDocument = new TypedDocumentString(`
    mutation AddStaff($restaurantUid: ID!, $email: String!) {
  addStaff(restaurantUid: $restaurantUid, email: $email) {
    staffUid
    email
    setPasswordLink
  }
}
    `) as unknown as TypedDocumentString<AddStaffMutation, AddStaffMutationVariables>;
export const RemoveStaffDocument = new TypedDocumentString(`
    mutation RemoveStaff($restaurantUid: ID!, $staffUid: ID!) {
  removeStaff(restaurantUid: $restaurantUid, staffUid: $staffUid)
}
    `) as unknown as TypedDocumentString<RemoveStaffMutation, RemoveStaffMutationVariables>;
export const LiftPinLockDocument = new TypedDocumentString(`
    mutation LiftPinLock($restaurantUid: ID!, $cusId: String!) {
  liftPinLock(restaurantUid: $restaurantUid, cusId: $cusId) {
    cusId
    customerName
    wasLocked
  }
}
    `) as unknown as TypedDocumentString<LiftPinLockMutation, LiftPinLockMutationVariables>;
export const RestaurantDashboardDocument = new TypedDocumentString(`
    query RestaurantDashboard($restaurantUid: ID!) {
  restaurantDashboard(restaurantUid: $restaurantUid) {
    members
    newMembers7d
    pointsIssued7d
    pointsRedeemed7d
    pointsIssued30d
    pointsRedeemed30d
    rewardsClaimed30d
    waitingApprovals
    returningShare
    days {
      date
      issued
      redeemed
    }
  }
}
    `) as unknown as TypedDocumentString<RestaurantDashboardQuery, RestaurantDashboardQueryVariables>;
export const RestaurantActivityDocument = new TypedDocumentString(`
    query RestaurantActivity($restaurantUid: ID!, $first: Int, $after: String) {
  restaurantActivity(restaurantUid: $restaurantUid, first: $first, after: $after) {
    items {
      id
      kind
      staffEmail
      cusId
      points
      platform
      createdAt
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<RestaurantActivityQuery, RestaurantActivityQueryVariables>;