/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  fragment HomeGreeting_viewer on Viewer {\n    uid\n    profile {\n      firstName\n    }\n  }\n": typeof types.HomeGreeting_ViewerFragmentDoc,
    "\n  fragment PriceNotice_membership on Membership {\n    pendingMinimumSpend\n    minimumSpendFrom\n  }\n": typeof types.PriceNotice_MembershipFragmentDoc,
    "\n  fragment PausedNotice_membership on Membership {\n    suspended\n  }\n": typeof types.PausedNotice_MembershipFragmentDoc,
    "\n  query HistoryRouteQuery($restaurantUid: ID!, $first: Int!, $after: String) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      ...PausedNotice_membership\n      history(first: $first, after: $after) {\n        items {\n          pointsId\n          platform\n          kind\n          orderId\n          points\n          createdAt\n          formattedDate\n        }\n        nextCursor\n        asOf\n      }\n    }\n  }\n": typeof types.HistoryRouteQueryDocument,
    "\n  query HomeLayoutRouteQuery {\n    me {\n      ...HomeGreeting_viewer\n    }\n  }\n": typeof types.HomeLayoutRouteQueryDocument,
    "\n  query OnlinePointsRouteQuery($restaurantUid: ID!) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      ...LivePoints_membership\n      ...PriceNotice_membership\n      ...PausedNotice_membership\n      cusId\n      latestRequest {\n        ...LatestRequest_request\n      }\n    }\n  }\n": typeof types.OnlinePointsRouteQueryDocument,
    "\n  mutation RequestPoints($restaurantUid: ID!, $platform: String!, $orderId: String) {\n    requestPoints(restaurantUid: $restaurantUid, platform: $platform, orderId: $orderId) {\n      ...LatestRequest_request\n    }\n  }\n": typeof types.RequestPointsDocument,
    "\n  mutation AddRestaurant($resId: String!) {\n    addRestaurant(resId: $resId) {\n      ...RestaurantTab_membership\n    }\n  }\n": typeof types.AddRestaurantDocument,
    "\n  fragment PinLockNotice_membership on Membership {\n    pinLockedUntil\n  }\n": typeof types.PinLockNotice_MembershipFragmentDoc,
    "\n  query RestaurantRouteQuery($restaurantUid: ID!) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      resId\n      reward\n      ...LivePoints_membership\n      ...PriceNotice_membership\n      ...PausedNotice_membership\n      ...PinLockNotice_membership\n      cusId\n      pin\n    }\n  }\n": typeof types.RestaurantRouteQueryDocument,
    "\n  mutation DeleteRestaurant($restaurantUid: ID!) {\n    deleteRestaurant(restaurantUid: $restaurantUid)\n  }\n": typeof types.DeleteRestaurantDocument,
    "\n  query RestaurantsRouteQuery {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurants {\n      ...RestaurantTab_membership\n    }\n  }\n": typeof types.RestaurantsRouteQueryDocument,
    "\n  fragment RestaurantTab_membership on Membership {\n    restaurantUid\n    restaurantName\n    resId\n    points\n    minimumSpend\n    pointsToNextReward\n    rewardUnlocked\n    ...PriceNotice_membership\n    ...PausedNotice_membership\n  }\n": typeof types.RestaurantTab_MembershipFragmentDoc,
    "\n  query RewardsRouteQuery($restaurantUid: ID!) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      reward\n      ...LivePoints_membership\n      ...PriceNotice_membership\n      ...PausedNotice_membership\n      cusId\n      latestClaim {\n        ...LatestClaim_claim\n      }\n    }\n  }\n": typeof types.RewardsRouteQueryDocument,
    "\n  mutation ClaimReward($restaurantUid: ID!, $platform: String!) {\n    claimReward(restaurantUid: $restaurantUid, platform: $platform) {\n      ...LatestClaim_claim\n    }\n  }\n": typeof types.ClaimRewardDocument,
    "\n  query StaffMemberLookup($cusId: String!) {\n    staffMemberLookup(cusId: $cusId) {\n      cusId\n      customerName\n      lockedUntil\n    }\n  }\n": typeof types.StaffMemberLookupDocument,
    "\n  mutation CreditBill($cusId: String!, $pin: String!, $amount: Int!, $idempotencyKey: String, $confirmLargeBill: Boolean) {\n    creditBill(cusId: $cusId, pin: $pin, amount: $amount, idempotencyKey: $idempotencyKey, confirmLargeBill: $confirmLargeBill) {\n      ...LastCredit_credit\n    }\n  }\n": typeof types.CreditBillDocument,
    "\n  fragment LastCredit_credit on InStoreCredit {\n    id\n    cusId\n    customerName\n    amount\n    balance\n    createdAt\n    undoableUntil\n    reversedAt\n  }\n": typeof types.LastCredit_CreditFragmentDoc,
    "\n  query LastCredits {\n    lastCredits {\n      ...LastCredit_credit\n    }\n  }\n": typeof types.LastCreditsDocument,
    "\n  mutation UndoCredit($id: ID!) {\n    undoCredit(id: $id) {\n      ...LastCredit_credit\n    }\n  }\n": typeof types.UndoCreditDocument,
    "\n  fragment StaffQueue_queue on StaffQueue {\n    restaurantName\n    resId\n    largeBillThreshold\n    claims {\n      ...StaffClaimItem_claim\n    }\n    requests {\n      ...StaffPointsRequestItem_request\n    }\n  }\n": typeof types.StaffQueue_QueueFragmentDoc,
    "\n  query StaffQueue {\n    staffQueue {\n      ...StaffQueue_queue\n    }\n  }\n": typeof types.StaffQueueDocument,
    "\n  subscription StaffQueueChanged {\n    staffQueueChanged {\n      ...StaffQueue_queue\n    }\n  }\n": typeof types.StaffQueueChangedDocument,
    "\n  fragment StaffClaimItem_claim on StaffClaim {\n    id\n    cusId\n    customerName\n    platform\n    status\n    createdAt\n    reward\n    cost\n  }\n": typeof types.StaffClaimItem_ClaimFragmentDoc,
    "\n  fragment StaffPointsRequestItem_request on StaffPointsRequest {\n    id\n    cusId\n    customerName\n    platform\n    orderId\n    flags\n    points\n    createdAt\n    recent {\n      kind\n      platform\n      points\n      status\n      orderId\n      rejectionReason\n      rejectionNote\n      createdAt\n    }\n  }\n": typeof types.StaffPointsRequestItem_RequestFragmentDoc,
    "\n  mutation ApproveClaim($id: ID!, $pin: String) {\n    approveClaim(id: $id, pin: $pin) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveClaimDocument,
    "\n  mutation RejectClaim($id: ID!) {\n    rejectClaim(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RejectClaimDocument,
    "\n  mutation ApprovePointsRequest($id: ID!, $points: Int!) {\n    approvePointsRequest(id: $id, points: $points) {\n      id\n      points\n    }\n  }\n": typeof types.ApprovePointsRequestDocument,
    "\n  mutation RejectPointsRequest($id: ID!, $reason: RejectionReason!, $note: String) {\n    rejectPointsRequest(id: $id, reason: $reason, note: $note) {\n      id\n    }\n  }\n": typeof types.RejectPointsRequestDocument,
    "\n  query YourDataRouteQuery {\n    me {\n      ...HomeGreeting_viewer\n      dataExport {\n        exportedAt\n        profile {\n          firstName\n          lastName\n          phone\n          email\n          pin\n        }\n        memberships {\n          restaurantName\n          resId\n          cusId\n          points\n          history {\n            pointsId\n            platform\n            kind\n            orderId\n            points\n            createdAt\n            formattedDate\n          }\n          claims {\n            id\n            platform\n            status\n            createdAt\n            formattedDate\n            reward\n            cost\n          }\n          requests {\n            id\n            platform\n            orderId\n            points\n            status\n            rejectionReason\n            rejectionNote\n            createdAt\n            formattedDate\n          }\n        }\n        consents {\n          noticeVersion\n          givenAt\n        }\n        signIns {\n          method\n          signInWith\n          accountCreatedAt\n          lastSignInAt\n          loggedOutSessions {\n            loggedOutAt\n            refusedUntil\n          }\n          wrongPinsAtTills {\n            wrongPins\n            countingSince\n            lockedUntil\n          }\n          deletionPinGuesses {\n            wrongPins\n            since\n            pausedUntil\n          }\n        }\n        notes {\n          about\n          text\n        }\n      }\n    }\n  }\n": typeof types.YourDataRouteQueryDocument,
    "\n  subscription LiveMembership($restaurantUid: ID!) {\n    pointsChanged(restaurantUid: $restaurantUid) {\n      restaurantUid\n      ...LivePoints_membership\n      historyUpdatedAt\n      # What the owner may change while a screen is open: the reward, its announced price, a pause.\n      restaurantName\n      restaurantPhone\n      reward\n      pendingMinimumSpend\n      minimumSpendFrom\n      suspended\n      # The customer's PIN lock (read as the subscription starts, then on each message): an owner may lift it.\n      pinLockedUntil\n      latestClaim {\n        ...LatestClaim_claim\n      }\n      latestRequest {\n        ...LatestRequest_request\n      }\n    }\n  }\n": typeof types.LiveMembershipDocument,
    "\n  fragment LivePoints_membership on Membership {\n    points\n    minimumSpend\n    pointsToNextReward\n    rewardUnlocked\n  }\n": typeof types.LivePoints_MembershipFragmentDoc,
    "\n  fragment LatestClaim_claim on Claim {\n    id\n    platform\n    status\n    createdAt\n    formattedDate\n  }\n": typeof types.LatestClaim_ClaimFragmentDoc,
    "\n  fragment LatestRequest_request on PointsRequest {\n    id\n    platform\n    orderId\n    points\n    pending\n    status\n    rejectionReason\n    rejectionNote\n    createdAt\n    formattedDate\n  }\n": typeof types.LatestRequest_RequestFragmentDoc,
};
const documents: Documents = {
    "\n  fragment HomeGreeting_viewer on Viewer {\n    uid\n    profile {\n      firstName\n    }\n  }\n": types.HomeGreeting_ViewerFragmentDoc,
    "\n  fragment PriceNotice_membership on Membership {\n    pendingMinimumSpend\n    minimumSpendFrom\n  }\n": types.PriceNotice_MembershipFragmentDoc,
    "\n  fragment PausedNotice_membership on Membership {\n    suspended\n  }\n": types.PausedNotice_MembershipFragmentDoc,
    "\n  query HistoryRouteQuery($restaurantUid: ID!, $first: Int!, $after: String) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      ...PausedNotice_membership\n      history(first: $first, after: $after) {\n        items {\n          pointsId\n          platform\n          kind\n          orderId\n          points\n          createdAt\n          formattedDate\n        }\n        nextCursor\n        asOf\n      }\n    }\n  }\n": types.HistoryRouteQueryDocument,
    "\n  query HomeLayoutRouteQuery {\n    me {\n      ...HomeGreeting_viewer\n    }\n  }\n": types.HomeLayoutRouteQueryDocument,
    "\n  query OnlinePointsRouteQuery($restaurantUid: ID!) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      ...LivePoints_membership\n      ...PriceNotice_membership\n      ...PausedNotice_membership\n      cusId\n      latestRequest {\n        ...LatestRequest_request\n      }\n    }\n  }\n": types.OnlinePointsRouteQueryDocument,
    "\n  mutation RequestPoints($restaurantUid: ID!, $platform: String!, $orderId: String) {\n    requestPoints(restaurantUid: $restaurantUid, platform: $platform, orderId: $orderId) {\n      ...LatestRequest_request\n    }\n  }\n": types.RequestPointsDocument,
    "\n  mutation AddRestaurant($resId: String!) {\n    addRestaurant(resId: $resId) {\n      ...RestaurantTab_membership\n    }\n  }\n": types.AddRestaurantDocument,
    "\n  fragment PinLockNotice_membership on Membership {\n    pinLockedUntil\n  }\n": types.PinLockNotice_MembershipFragmentDoc,
    "\n  query RestaurantRouteQuery($restaurantUid: ID!) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      resId\n      reward\n      ...LivePoints_membership\n      ...PriceNotice_membership\n      ...PausedNotice_membership\n      ...PinLockNotice_membership\n      cusId\n      pin\n    }\n  }\n": types.RestaurantRouteQueryDocument,
    "\n  mutation DeleteRestaurant($restaurantUid: ID!) {\n    deleteRestaurant(restaurantUid: $restaurantUid)\n  }\n": types.DeleteRestaurantDocument,
    "\n  query RestaurantsRouteQuery {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurants {\n      ...RestaurantTab_membership\n    }\n  }\n": types.RestaurantsRouteQueryDocument,
    "\n  fragment RestaurantTab_membership on Membership {\n    restaurantUid\n    restaurantName\n    resId\n    points\n    minimumSpend\n    pointsToNextReward\n    rewardUnlocked\n    ...PriceNotice_membership\n    ...PausedNotice_membership\n  }\n": types.RestaurantTab_MembershipFragmentDoc,
    "\n  query RewardsRouteQuery($restaurantUid: ID!) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      reward\n      ...LivePoints_membership\n      ...PriceNotice_membership\n      ...PausedNotice_membership\n      cusId\n      latestClaim {\n        ...LatestClaim_claim\n      }\n    }\n  }\n": types.RewardsRouteQueryDocument,
    "\n  mutation ClaimReward($restaurantUid: ID!, $platform: String!) {\n    claimReward(restaurantUid: $restaurantUid, platform: $platform) {\n      ...LatestClaim_claim\n    }\n  }\n": types.ClaimRewardDocument,
    "\n  query StaffMemberLookup($cusId: String!) {\n    staffMemberLookup(cusId: $cusId) {\n      cusId\n      customerName\n      lockedUntil\n    }\n  }\n": types.StaffMemberLookupDocument,
    "\n  mutation CreditBill($cusId: String!, $pin: String!, $amount: Int!, $idempotencyKey: String, $confirmLargeBill: Boolean) {\n    creditBill(cusId: $cusId, pin: $pin, amount: $amount, idempotencyKey: $idempotencyKey, confirmLargeBill: $confirmLargeBill) {\n      ...LastCredit_credit\n    }\n  }\n": types.CreditBillDocument,
    "\n  fragment LastCredit_credit on InStoreCredit {\n    id\n    cusId\n    customerName\n    amount\n    balance\n    createdAt\n    undoableUntil\n    reversedAt\n  }\n": types.LastCredit_CreditFragmentDoc,
    "\n  query LastCredits {\n    lastCredits {\n      ...LastCredit_credit\n    }\n  }\n": types.LastCreditsDocument,
    "\n  mutation UndoCredit($id: ID!) {\n    undoCredit(id: $id) {\n      ...LastCredit_credit\n    }\n  }\n": types.UndoCreditDocument,
    "\n  fragment StaffQueue_queue on StaffQueue {\n    restaurantName\n    resId\n    largeBillThreshold\n    claims {\n      ...StaffClaimItem_claim\n    }\n    requests {\n      ...StaffPointsRequestItem_request\n    }\n  }\n": types.StaffQueue_QueueFragmentDoc,
    "\n  query StaffQueue {\n    staffQueue {\n      ...StaffQueue_queue\n    }\n  }\n": types.StaffQueueDocument,
    "\n  subscription StaffQueueChanged {\n    staffQueueChanged {\n      ...StaffQueue_queue\n    }\n  }\n": types.StaffQueueChangedDocument,
    "\n  fragment StaffClaimItem_claim on StaffClaim {\n    id\n    cusId\n    customerName\n    platform\n    status\n    createdAt\n    reward\n    cost\n  }\n": types.StaffClaimItem_ClaimFragmentDoc,
    "\n  fragment StaffPointsRequestItem_request on StaffPointsRequest {\n    id\n    cusId\n    customerName\n    platform\n    orderId\n    flags\n    points\n    createdAt\n    recent {\n      kind\n      platform\n      points\n      status\n      orderId\n      rejectionReason\n      rejectionNote\n      createdAt\n    }\n  }\n": types.StaffPointsRequestItem_RequestFragmentDoc,
    "\n  mutation ApproveClaim($id: ID!, $pin: String) {\n    approveClaim(id: $id, pin: $pin) {\n      id\n      status\n    }\n  }\n": types.ApproveClaimDocument,
    "\n  mutation RejectClaim($id: ID!) {\n    rejectClaim(id: $id) {\n      id\n      status\n    }\n  }\n": types.RejectClaimDocument,
    "\n  mutation ApprovePointsRequest($id: ID!, $points: Int!) {\n    approvePointsRequest(id: $id, points: $points) {\n      id\n      points\n    }\n  }\n": types.ApprovePointsRequestDocument,
    "\n  mutation RejectPointsRequest($id: ID!, $reason: RejectionReason!, $note: String) {\n    rejectPointsRequest(id: $id, reason: $reason, note: $note) {\n      id\n    }\n  }\n": types.RejectPointsRequestDocument,
    "\n  query YourDataRouteQuery {\n    me {\n      ...HomeGreeting_viewer\n      dataExport {\n        exportedAt\n        profile {\n          firstName\n          lastName\n          phone\n          email\n          pin\n        }\n        memberships {\n          restaurantName\n          resId\n          cusId\n          points\n          history {\n            pointsId\n            platform\n            kind\n            orderId\n            points\n            createdAt\n            formattedDate\n          }\n          claims {\n            id\n            platform\n            status\n            createdAt\n            formattedDate\n            reward\n            cost\n          }\n          requests {\n            id\n            platform\n            orderId\n            points\n            status\n            rejectionReason\n            rejectionNote\n            createdAt\n            formattedDate\n          }\n        }\n        consents {\n          noticeVersion\n          givenAt\n        }\n        signIns {\n          method\n          signInWith\n          accountCreatedAt\n          lastSignInAt\n          loggedOutSessions {\n            loggedOutAt\n            refusedUntil\n          }\n          wrongPinsAtTills {\n            wrongPins\n            countingSince\n            lockedUntil\n          }\n          deletionPinGuesses {\n            wrongPins\n            since\n            pausedUntil\n          }\n        }\n        notes {\n          about\n          text\n        }\n      }\n    }\n  }\n": types.YourDataRouteQueryDocument,
    "\n  subscription LiveMembership($restaurantUid: ID!) {\n    pointsChanged(restaurantUid: $restaurantUid) {\n      restaurantUid\n      ...LivePoints_membership\n      historyUpdatedAt\n      # What the owner may change while a screen is open: the reward, its announced price, a pause.\n      restaurantName\n      restaurantPhone\n      reward\n      pendingMinimumSpend\n      minimumSpendFrom\n      suspended\n      # The customer's PIN lock (read as the subscription starts, then on each message): an owner may lift it.\n      pinLockedUntil\n      latestClaim {\n        ...LatestClaim_claim\n      }\n      latestRequest {\n        ...LatestRequest_request\n      }\n    }\n  }\n": types.LiveMembershipDocument,
    "\n  fragment LivePoints_membership on Membership {\n    points\n    minimumSpend\n    pointsToNextReward\n    rewardUnlocked\n  }\n": types.LivePoints_MembershipFragmentDoc,
    "\n  fragment LatestClaim_claim on Claim {\n    id\n    platform\n    status\n    createdAt\n    formattedDate\n  }\n": types.LatestClaim_ClaimFragmentDoc,
    "\n  fragment LatestRequest_request on PointsRequest {\n    id\n    platform\n    orderId\n    points\n    pending\n    status\n    rejectionReason\n    rejectionNote\n    createdAt\n    formattedDate\n  }\n": types.LatestRequest_RequestFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeGreeting_viewer on Viewer {\n    uid\n    profile {\n      firstName\n    }\n  }\n"): (typeof documents)["\n  fragment HomeGreeting_viewer on Viewer {\n    uid\n    profile {\n      firstName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceNotice_membership on Membership {\n    pendingMinimumSpend\n    minimumSpendFrom\n  }\n"): (typeof documents)["\n  fragment PriceNotice_membership on Membership {\n    pendingMinimumSpend\n    minimumSpendFrom\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PausedNotice_membership on Membership {\n    suspended\n  }\n"): (typeof documents)["\n  fragment PausedNotice_membership on Membership {\n    suspended\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryRouteQuery($restaurantUid: ID!, $first: Int!, $after: String) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      ...PausedNotice_membership\n      history(first: $first, after: $after) {\n        items {\n          pointsId\n          platform\n          kind\n          orderId\n          points\n          createdAt\n          formattedDate\n        }\n        nextCursor\n        asOf\n      }\n    }\n  }\n"): (typeof documents)["\n  query HistoryRouteQuery($restaurantUid: ID!, $first: Int!, $after: String) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      ...PausedNotice_membership\n      history(first: $first, after: $after) {\n        items {\n          pointsId\n          platform\n          kind\n          orderId\n          points\n          createdAt\n          formattedDate\n        }\n        nextCursor\n        asOf\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLayoutRouteQuery {\n    me {\n      ...HomeGreeting_viewer\n    }\n  }\n"): (typeof documents)["\n  query HomeLayoutRouteQuery {\n    me {\n      ...HomeGreeting_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlinePointsRouteQuery($restaurantUid: ID!) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      ...LivePoints_membership\n      ...PriceNotice_membership\n      ...PausedNotice_membership\n      cusId\n      latestRequest {\n        ...LatestRequest_request\n      }\n    }\n  }\n"): (typeof documents)["\n  query OnlinePointsRouteQuery($restaurantUid: ID!) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      ...LivePoints_membership\n      ...PriceNotice_membership\n      ...PausedNotice_membership\n      cusId\n      latestRequest {\n        ...LatestRequest_request\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPoints($restaurantUid: ID!, $platform: String!, $orderId: String) {\n    requestPoints(restaurantUid: $restaurantUid, platform: $platform, orderId: $orderId) {\n      ...LatestRequest_request\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPoints($restaurantUid: ID!, $platform: String!, $orderId: String) {\n    requestPoints(restaurantUid: $restaurantUid, platform: $platform, orderId: $orderId) {\n      ...LatestRequest_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRestaurant($resId: String!) {\n    addRestaurant(resId: $resId) {\n      ...RestaurantTab_membership\n    }\n  }\n"): (typeof documents)["\n  mutation AddRestaurant($resId: String!) {\n    addRestaurant(resId: $resId) {\n      ...RestaurantTab_membership\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PinLockNotice_membership on Membership {\n    pinLockedUntil\n  }\n"): (typeof documents)["\n  fragment PinLockNotice_membership on Membership {\n    pinLockedUntil\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantRouteQuery($restaurantUid: ID!) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      resId\n      reward\n      ...LivePoints_membership\n      ...PriceNotice_membership\n      ...PausedNotice_membership\n      ...PinLockNotice_membership\n      cusId\n      pin\n    }\n  }\n"): (typeof documents)["\n  query RestaurantRouteQuery($restaurantUid: ID!) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      resId\n      reward\n      ...LivePoints_membership\n      ...PriceNotice_membership\n      ...PausedNotice_membership\n      ...PinLockNotice_membership\n      cusId\n      pin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRestaurant($restaurantUid: ID!) {\n    deleteRestaurant(restaurantUid: $restaurantUid)\n  }\n"): (typeof documents)["\n  mutation DeleteRestaurant($restaurantUid: ID!) {\n    deleteRestaurant(restaurantUid: $restaurantUid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestaurantsRouteQuery {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurants {\n      ...RestaurantTab_membership\n    }\n  }\n"): (typeof documents)["\n  query RestaurantsRouteQuery {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurants {\n      ...RestaurantTab_membership\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestaurantTab_membership on Membership {\n    restaurantUid\n    restaurantName\n    resId\n    points\n    minimumSpend\n    pointsToNextReward\n    rewardUnlocked\n    ...PriceNotice_membership\n    ...PausedNotice_membership\n  }\n"): (typeof documents)["\n  fragment RestaurantTab_membership on Membership {\n    restaurantUid\n    restaurantName\n    resId\n    points\n    minimumSpend\n    pointsToNextReward\n    rewardUnlocked\n    ...PriceNotice_membership\n    ...PausedNotice_membership\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RewardsRouteQuery($restaurantUid: ID!) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      reward\n      ...LivePoints_membership\n      ...PriceNotice_membership\n      ...PausedNotice_membership\n      cusId\n      latestClaim {\n        ...LatestClaim_claim\n      }\n    }\n  }\n"): (typeof documents)["\n  query RewardsRouteQuery($restaurantUid: ID!) {\n    me {\n      ...HomeGreeting_viewer\n    }\n    restaurant(restaurantUid: $restaurantUid) {\n      restaurantUid\n      restaurantName\n      reward\n      ...LivePoints_membership\n      ...PriceNotice_membership\n      ...PausedNotice_membership\n      cusId\n      latestClaim {\n        ...LatestClaim_claim\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimReward($restaurantUid: ID!, $platform: String!) {\n    claimReward(restaurantUid: $restaurantUid, platform: $platform) {\n      ...LatestClaim_claim\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimReward($restaurantUid: ID!, $platform: String!) {\n    claimReward(restaurantUid: $restaurantUid, platform: $platform) {\n      ...LatestClaim_claim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMemberLookup($cusId: String!) {\n    staffMemberLookup(cusId: $cusId) {\n      cusId\n      customerName\n      lockedUntil\n    }\n  }\n"): (typeof documents)["\n  query StaffMemberLookup($cusId: String!) {\n    staffMemberLookup(cusId: $cusId) {\n      cusId\n      customerName\n      lockedUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreditBill($cusId: String!, $pin: String!, $amount: Int!, $idempotencyKey: String, $confirmLargeBill: Boolean) {\n    creditBill(cusId: $cusId, pin: $pin, amount: $amount, idempotencyKey: $idempotencyKey, confirmLargeBill: $confirmLargeBill) {\n      ...LastCredit_credit\n    }\n  }\n"): (typeof documents)["\n  mutation CreditBill($cusId: String!, $pin: String!, $amount: Int!, $idempotencyKey: String, $confirmLargeBill: Boolean) {\n    creditBill(cusId: $cusId, pin: $pin, amount: $amount, idempotencyKey: $idempotencyKey, confirmLargeBill: $confirmLargeBill) {\n      ...LastCredit_credit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LastCredit_credit on InStoreCredit {\n    id\n    cusId\n    customerName\n    amount\n    balance\n    createdAt\n    undoableUntil\n    reversedAt\n  }\n"): (typeof documents)["\n  fragment LastCredit_credit on InStoreCredit {\n    id\n    cusId\n    customerName\n    amount\n    balance\n    createdAt\n    undoableUntil\n    reversedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LastCredits {\n    lastCredits {\n      ...LastCredit_credit\n    }\n  }\n"): (typeof documents)["\n  query LastCredits {\n    lastCredits {\n      ...LastCredit_credit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoCredit($id: ID!) {\n    undoCredit(id: $id) {\n      ...LastCredit_credit\n    }\n  }\n"): (typeof documents)["\n  mutation UndoCredit($id: ID!) {\n    undoCredit(id: $id) {\n      ...LastCredit_credit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffQueue_queue on StaffQueue {\n    restaurantName\n    resId\n    largeBillThreshold\n    claims {\n      ...StaffClaimItem_claim\n    }\n    requests {\n      ...StaffPointsRequestItem_request\n    }\n  }\n"): (typeof documents)["\n  fragment StaffQueue_queue on StaffQueue {\n    restaurantName\n    resId\n    largeBillThreshold\n    claims {\n      ...StaffClaimItem_claim\n    }\n    requests {\n      ...StaffPointsRequestItem_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffQueue {\n    staffQueue {\n      ...StaffQueue_queue\n    }\n  }\n"): (typeof documents)["\n  query StaffQueue {\n    staffQueue {\n      ...StaffQueue_queue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StaffQueueChanged {\n    staffQueueChanged {\n      ...StaffQueue_queue\n    }\n  }\n"): (typeof documents)["\n  subscription StaffQueueChanged {\n    staffQueueChanged {\n      ...StaffQueue_queue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffClaimItem_claim on StaffClaim {\n    id\n    cusId\n    customerName\n    platform\n    status\n    createdAt\n    reward\n    cost\n  }\n"): (typeof documents)["\n  fragment StaffClaimItem_claim on StaffClaim {\n    id\n    cusId\n    customerName\n    platform\n    status\n    createdAt\n    reward\n    cost\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffPointsRequestItem_request on StaffPointsRequest {\n    id\n    cusId\n    customerName\n    platform\n    orderId\n    flags\n    points\n    createdAt\n    recent {\n      kind\n      platform\n      points\n      status\n      orderId\n      rejectionReason\n      rejectionNote\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment StaffPointsRequestItem_request on StaffPointsRequest {\n    id\n    cusId\n    customerName\n    platform\n    orderId\n    flags\n    points\n    createdAt\n    recent {\n      kind\n      platform\n      points\n      status\n      orderId\n      rejectionReason\n      rejectionNote\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveClaim($id: ID!, $pin: String) {\n    approveClaim(id: $id, pin: $pin) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveClaim($id: ID!, $pin: String) {\n    approveClaim(id: $id, pin: $pin) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectClaim($id: ID!) {\n    rejectClaim(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RejectClaim($id: ID!) {\n    rejectClaim(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApprovePointsRequest($id: ID!, $points: Int!) {\n    approvePointsRequest(id: $id, points: $points) {\n      id\n      points\n    }\n  }\n"): (typeof documents)["\n  mutation ApprovePointsRequest($id: ID!, $points: Int!) {\n    approvePointsRequest(id: $id, points: $points) {\n      id\n      points\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectPointsRequest($id: ID!, $reason: RejectionReason!, $note: String) {\n    rejectPointsRequest(id: $id, reason: $reason, note: $note) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RejectPointsRequest($id: ID!, $reason: RejectionReason!, $note: String) {\n    rejectPointsRequest(id: $id, reason: $reason, note: $note) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query YourDataRouteQuery {\n    me {\n      ...HomeGreeting_viewer\n      dataExport {\n        exportedAt\n        profile {\n          firstName\n          lastName\n          phone\n          email\n          pin\n        }\n        memberships {\n          restaurantName\n          resId\n          cusId\n          points\n          history {\n            pointsId\n            platform\n            kind\n            orderId\n            points\n            createdAt\n            formattedDate\n          }\n          claims {\n            id\n            platform\n            status\n            createdAt\n            formattedDate\n            reward\n            cost\n          }\n          requests {\n            id\n            platform\n            orderId\n            points\n            status\n            rejectionReason\n            rejectionNote\n            createdAt\n            formattedDate\n          }\n        }\n        consents {\n          noticeVersion\n          givenAt\n        }\n        signIns {\n          method\n          signInWith\n          accountCreatedAt\n          lastSignInAt\n          loggedOutSessions {\n            loggedOutAt\n            refusedUntil\n          }\n          wrongPinsAtTills {\n            wrongPins\n            countingSince\n            lockedUntil\n          }\n          deletionPinGuesses {\n            wrongPins\n            since\n            pausedUntil\n          }\n        }\n        notes {\n          about\n          text\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query YourDataRouteQuery {\n    me {\n      ...HomeGreeting_viewer\n      dataExport {\n        exportedAt\n        profile {\n          firstName\n          lastName\n          phone\n          email\n          pin\n        }\n        memberships {\n          restaurantName\n          resId\n          cusId\n          points\n          history {\n            pointsId\n            platform\n            kind\n            orderId\n            points\n            createdAt\n            formattedDate\n          }\n          claims {\n            id\n            platform\n            status\n            createdAt\n            formattedDate\n            reward\n            cost\n          }\n          requests {\n            id\n            platform\n            orderId\n            points\n            status\n            rejectionReason\n            rejectionNote\n            createdAt\n            formattedDate\n          }\n        }\n        consents {\n          noticeVersion\n          givenAt\n        }\n        signIns {\n          method\n          signInWith\n          accountCreatedAt\n          lastSignInAt\n          loggedOutSessions {\n            loggedOutAt\n            refusedUntil\n          }\n          wrongPinsAtTills {\n            wrongPins\n            countingSince\n            lockedUntil\n          }\n          deletionPinGuesses {\n            wrongPins\n            since\n            pausedUntil\n          }\n        }\n        notes {\n          about\n          text\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveMembership($restaurantUid: ID!) {\n    pointsChanged(restaurantUid: $restaurantUid) {\n      restaurantUid\n      ...LivePoints_membership\n      historyUpdatedAt\n      # What the owner may change while a screen is open: the reward, its announced price, a pause.\n      restaurantName\n      restaurantPhone\n      reward\n      pendingMinimumSpend\n      minimumSpendFrom\n      suspended\n      # The customer's PIN lock (read as the subscription starts, then on each message): an owner may lift it.\n      pinLockedUntil\n      latestClaim {\n        ...LatestClaim_claim\n      }\n      latestRequest {\n        ...LatestRequest_request\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveMembership($restaurantUid: ID!) {\n    pointsChanged(restaurantUid: $restaurantUid) {\n      restaurantUid\n      ...LivePoints_membership\n      historyUpdatedAt\n      # What the owner may change while a screen is open: the reward, its announced price, a pause.\n      restaurantName\n      restaurantPhone\n      reward\n      pendingMinimumSpend\n      minimumSpendFrom\n      suspended\n      # The customer's PIN lock (read as the subscription starts, then on each message): an owner may lift it.\n      pinLockedUntil\n      latestClaim {\n        ...LatestClaim_claim\n      }\n      latestRequest {\n        ...LatestRequest_request\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LivePoints_membership on Membership {\n    points\n    minimumSpend\n    pointsToNextReward\n    rewardUnlocked\n  }\n"): (typeof documents)["\n  fragment LivePoints_membership on Membership {\n    points\n    minimumSpend\n    pointsToNextReward\n    rewardUnlocked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LatestClaim_claim on Claim {\n    id\n    platform\n    status\n    createdAt\n    formattedDate\n  }\n"): (typeof documents)["\n  fragment LatestClaim_claim on Claim {\n    id\n    platform\n    status\n    createdAt\n    formattedDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LatestRequest_request on PointsRequest {\n    id\n    platform\n    orderId\n    points\n    pending\n    status\n    rejectionReason\n    rejectionNote\n    createdAt\n    formattedDate\n  }\n"): (typeof documents)["\n  fragment LatestRequest_request on PointsRequest {\n    id\n    platform\n    orderId\n    points\n    pending\n    status\n    rejectionReason\n    rejectionNote\n    createdAt\n    formattedDate\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;