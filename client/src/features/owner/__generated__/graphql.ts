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

/**
 * Why a cashier rejected a points request: the till's short list (English words in @foodspot/schema/rejection-reasons;
 * the app says them in the customer's language). OTHER may carry a note (rejectionNote).
 */
export type RejectionReason =
  | 'ALREADY_CREDITED'
  | 'NOT_OUR_ORDER'
  | 'ORDER_CANCELLED'
  | 'ORDER_NOT_FOUND'
  | 'OTHER';

/** Why a points request deserves a second look. */
export type RequestFlag =
  /** more than 5 credits or requests at this restaurant in the last 24 hours */
  | 'manyInADay'
  /** no order ID was given */
  | 'noOrderId'
  /** a request with this order ID was rejected before */
  | 'orderIdRefusedBefore';

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


export type RestaurantActivityQuery = { restaurantActivity: { nextCursor: string | null, items: Array<{ id: string, kind: ActivityKind, staffEmail: string, cusId: string, customerName: string | null, points: number, platform: string, orderId: string | null, flags: Array<RequestFlag>, rejectionReason: RejectionReason | null, rejectionNote: string | null, createdAt: string }> } };

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
}`, {"hash":"fa809a0fdfb29f6721f380dc6b73691dbe138b80d249d1f4f4d6983976153d0a"}) as unknown as TypedDocumentString<OwnerRestaurantsRouteQueryQuery, OwnerRestaurantsRouteQueryQueryVariables>;
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
}`, {"hash":"e14ea2eb85905cdcfc68e9991025d89df868598fec5a4072cbc48222f905939a"}) as unknown as TypedDocumentString<CreateRestaurantMutation, CreateRestaurantMutationVariables>;
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
}`, {"hash":"51b16baacc9f936a93c0d260534b559fb0f81cbe0b25b1e68667e11e44b52807"}) as unknown as TypedDocumentString<UpdateRestaurantMutation, UpdateRestaurantMutationVariables>;
export const RestaurantStaffDocument = new TypedDocumentString(`
    query RestaurantStaff($restaurantUid: ID!) {
  restaurantStaff(restaurantUid: $restaurantUid) {
    staffUid
    email
  }
}
    `, {"hash":"2ef466e064af3afb9456eb5f7321b73b5f5dc2145bd23a5a611b161b098ca747"}) as unknown as TypedDocumentString<RestaurantStaffQuery, RestaurantStaffQueryVariables>;
export const AddStaffDocument = new TypedDocumentString(`
    mutation AddStaff($restaurantUid: ID!, $email: String!) {
  addStaff(restaurantUid: $restaurantUid, email: $email) {
    staffUid
    email
    setPasswordLink
  }
}
    `, {"hash":"f01908054252f1aa33f6588a496f82bd9ba8069391e824f9c401ca5e54a99f45"}) as unknown as TypedDocumentString<AddStaffMutation, AddStaffMutationVariables>;
export const RemoveStaffDocument = new TypedDocumentString(`
    mutation RemoveStaff($restaurantUid: ID!, $staffUid: ID!) {
  removeStaff(restaurantUid: $restaurantUid, staffUid: $staffUid)
}
    `, {"hash":"bba005dca25b4c154f7a9af8b4e0e13077b306750da86139889392d1bfc043c1"}) as unknown as TypedDocumentString<RemoveStaffMutation, RemoveStaffMutationVariables>;
export const LiftPinLockDocument = new TypedDocumentString(`
    mutation LiftPinLock($restaurantUid: ID!, $cusId: String!) {
  liftPinLock(restaurantUid: $restaurantUid, cusId: $cusId) {
    cusId
    customerName
    wasLocked
  }
}
    `, {"hash":"c5c275b03bbd560563269482eebca701fb667456fdd4751631a9f7c1b2864ae4"}) as unknown as TypedDocumentString<LiftPinLockMutation, LiftPinLockMutationVariables>;
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
    `, {"hash":"0abd250042ed8fdda8c1b6d03843665725a43711d4afeb9177d4fb7a8dad6f1d"}) as unknown as TypedDocumentString<RestaurantDashboardQuery, RestaurantDashboardQueryVariables>;
export const RestaurantActivityDocument = new TypedDocumentString(`
    query RestaurantActivity($restaurantUid: ID!, $first: Int, $after: String) {
  restaurantActivity(restaurantUid: $restaurantUid, first: $first, after: $after) {
    items {
      id
      kind
      staffEmail
      cusId
      customerName
      points
      platform
      orderId
      flags
      rejectionReason
      rejectionNote
      createdAt
    }
    nextCursor
  }
}
    `, {"hash":"0011fde8dc675a440a4ce2dbf3bf4d4db062de146668b5339ad1d611ec9b2dac"}) as unknown as TypedDocumentString<RestaurantActivityQuery, RestaurantActivityQueryVariables>;