/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment OwnerRestaurant_restaurant on OwnerRestaurant {\n    restaurantUid\n    resId\n    name\n    phone\n    city\n    reward\n    minimumSpend\n    pendingMinimumSpend\n    minimumSpendFrom\n    suspended\n    largeBillThreshold\n  }\n": typeof types.OwnerRestaurant_RestaurantFragmentDoc,
    "\n  query OwnerRestaurantsRouteQuery {\n    ownerRestaurants {\n      ...OwnerRestaurant_restaurant\n    }\n  }\n": typeof types.OwnerRestaurantsRouteQueryDocument,
    "\n  mutation CreateRestaurant($input: RestaurantInput!) {\n    createRestaurant(input: $input) {\n      ...OwnerRestaurant_restaurant\n    }\n  }\n": typeof types.CreateRestaurantDocument,
    "\n  mutation UpdateRestaurant($restaurantUid: ID!, $input: RestaurantInput!) {\n    updateRestaurant(restaurantUid: $restaurantUid, input: $input) {\n      ...OwnerRestaurant_restaurant\n    }\n  }\n": typeof types.UpdateRestaurantDocument,
    "\n  query RestaurantStaff($restaurantUid: ID!) {\n    restaurantStaff(restaurantUid: $restaurantUid) {\n      staffUid\n      email\n    }\n  }\n": typeof types.RestaurantStaffDocument,
    "\n  mutation AddStaff($restaurantUid: ID!, $email: String!) {\n    addStaff(restaurantUid: $restaurantUid, email: $email) {\n      staffUid\n      email\n      setPasswordLink\n    }\n  }\n": typeof types.AddStaffDocument,
    "\n  mutation RemoveStaff($restaurantUid: ID!, $staffUid: ID!) {\n    removeStaff(restaurantUid: $restaurantUid, staffUid: $staffUid)\n  }\n": typeof types.RemoveStaffDocument,
    "\n  mutation LiftPinLock($restaurantUid: ID!, $cusId: String!) {\n    liftPinLock(restaurantUid: $restaurantUid, cusId: $cusId) {\n      cusId\n      customerName\n      wasLocked\n    }\n  }\n": typeof types.LiftPinLockDocument,
    "\n  query RestaurantDashboard($restaurantUid: ID!) {\n    restaurantDashboard(restaurantUid: $restaurantUid) {\n      members\n      newMembers7d\n      pointsIssued7d\n      pointsRedeemed7d\n      pointsIssued30d\n      pointsRedeemed30d\n      rewardsClaimed30d\n      waitingApprovals\n      returningShare\n      days {\n        date\n        issued\n        redeemed\n      }\n    }\n  }\n": typeof types.RestaurantDashboardDocument,
    "\n  query RestaurantActivity($restaurantUid: ID!, $first: Int, $after: String) {\n    restaurantActivity(restaurantUid: $restaurantUid, first: $first, after: $after) {\n      items {\n        id\n        kind\n        staffEmail\n        cusId\n        customerName\n        points\n        platform\n        orderId\n        flags\n        rejectionReason\n        rejectionNote\n        createdAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.RestaurantActivityDocument,
};
const documents: Documents = {
    "\n  fragment OwnerRestaurant_restaurant on OwnerRestaurant {\n    restaurantUid\n    resId\n    name\n    phone\n    city\n    reward\n    minimumSpend\n    pendingMinimumSpend\n    minimumSpendFrom\n    suspended\n    largeBillThreshold\n  }\n": types.OwnerRestaurant_RestaurantFragmentDoc,
    "\n  query OwnerRestaurantsRouteQuery {\n    ownerRestaurants {\n      ...OwnerRestaurant_restaurant\n    }\n  }\n": types.OwnerRestaurantsRouteQueryDocument,
    "\n  mutation CreateRestaurant($input: RestaurantInput!) {\n    createRestaurant(input: $input) {\n      ...OwnerRestaurant_restaurant\n    }\n  }\n": types.CreateRestaurantDocument,
    "\n  mutation UpdateRestaurant($restaurantUid: ID!, $input: RestaurantInput!) {\n    updateRestaurant(restaurantUid: $restaurantUid, input: $input) {\n      ...OwnerRestaurant_restaurant\n    }\n  }\n": types.UpdateRestaurantDocument,
    "\n  query RestaurantStaff($restaurantUid: ID!) {\n    restaurantStaff(restaurantUid: $restaurantUid) {\n      staffUid\n      email\n    }\n  }\n": types.RestaurantStaffDocument,
    "\n  mutation AddStaff($restaurantUid: ID!, $email: String!) {\n    addStaff(restaurantUid: $restaurantUid, email: $email) {\n      staffUid\n      email\n      setPasswordLink\n    }\n  }\n": types.AddStaffDocument,
    "\n  mutation RemoveStaff($restaurantUid: ID!, $staffUid: ID!) {\n    removeStaff(restaurantUid: $restaurantUid, staffUid: $staffUid)\n  }\n": types.RemoveStaffDocument,
    "\n  mutation LiftPinLock($restaurantUid: ID!, $cusId: String!) {\n    liftPinLock(restaurantUid: $restaurantUid, cusId: $cusId) {\n      cusId\n      customerName\n      wasLocked\n    }\n  }\n": types.LiftPinLockDocument,
    "\n  query RestaurantDashboard($restaurantUid: ID!) {\n    restaurantDashboard(restaurantUid: $restaurantUid) {\n      members\n      newMembers7d\n      pointsIssued7d\n      pointsRedeemed7d\n      pointsIssued30d\n      pointsRedeemed30d\n      rewardsClaimed30d\n      waitingApprovals\n      returningShare\n      days {\n        date\n        issued\n        redeemed\n      }\n    }\n  }\n": types.RestaurantDashboardDocument,
    "\n  query RestaurantActivity($restaurantUid: ID!, $first: Int, $after: String) {\n    restaurantActivity(restaurantUid: $restaurantUid, first: $first, after: $after) {\n      items {\n        id\n        kind\n        staffEmail\n        cusId\n        customerName\n        points\n        platform\n        orderId\n        flags\n        rejectionReason\n        rejectionNote\n        createdAt\n      }\n      nextCursor\n    }\n  }\n": types.RestaurantActivityDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnerRestaurant_restaurant on OwnerRestaurant {\n    restaurantUid\n    resId\n    name\n    phone\n    city\n    reward\n    minimumSpend\n    pendingMinimumSpend\n    minimumSpendFrom\n    suspended\n    largeBillThreshold\n  }\n"): typeof import('./graphql').OwnerRestaurant_RestaurantFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerRestaurantsRouteQuery {\n    ownerRestaurants {\n      ...OwnerRestaurant_restaurant\n    }\n  }\n"): typeof import('./graphql').OwnerRestaurantsRouteQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRestaurant($input: RestaurantInput!) {\n    createRestaurant(input: $input) {\n      ...OwnerRestaurant_restaurant\n    }\n  }\n"): typeof import('./graphql').CreateRestaurantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRestaurant($restaurantUid: ID!, $input: RestaurantInput!) {\n    updateRestaurant(restaurantUid: $restaurantUid, input: $input) {\n      ...OwnerRestaurant_restaurant\n    }\n  }\n"): typeof import('./graphql').UpdateRestaurantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantStaff($restaurantUid: ID!) {\n    restaurantStaff(restaurantUid: $restaurantUid) {\n      staffUid\n      email\n    }\n  }\n"): typeof import('./graphql').RestaurantStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddStaff($restaurantUid: ID!, $email: String!) {\n    addStaff(restaurantUid: $restaurantUid, email: $email) {\n      staffUid\n      email\n      setPasswordLink\n    }\n  }\n"): typeof import('./graphql').AddStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStaff($restaurantUid: ID!, $staffUid: ID!) {\n    removeStaff(restaurantUid: $restaurantUid, staffUid: $staffUid)\n  }\n"): typeof import('./graphql').RemoveStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftPinLock($restaurantUid: ID!, $cusId: String!) {\n    liftPinLock(restaurantUid: $restaurantUid, cusId: $cusId) {\n      cusId\n      customerName\n      wasLocked\n    }\n  }\n"): typeof import('./graphql').LiftPinLockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantDashboard($restaurantUid: ID!) {\n    restaurantDashboard(restaurantUid: $restaurantUid) {\n      members\n      newMembers7d\n      pointsIssued7d\n      pointsRedeemed7d\n      pointsIssued30d\n      pointsRedeemed30d\n      rewardsClaimed30d\n      waitingApprovals\n      returningShare\n      days {\n        date\n        issued\n        redeemed\n      }\n    }\n  }\n"): typeof import('./graphql').RestaurantDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantActivity($restaurantUid: ID!, $first: Int, $after: String) {\n    restaurantActivity(restaurantUid: $restaurantUid, first: $first, after: $after) {\n      items {\n        id\n        kind\n        staffEmail\n        cusId\n        customerName\n        points\n        platform\n        orderId\n        flags\n        rejectionReason\n        rejectionNote\n        createdAt\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').RestaurantActivityDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
