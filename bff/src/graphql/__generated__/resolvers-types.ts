import type { GraphQLResolveInfo } from 'graphql';
import type { ViewerModel } from '../../domain/customer.js';
import type { MembershipModel, HistoryItemModel, HistoryPageModel } from '../../domain/membership.js';
import type { ClaimModel, PointsRequestModel } from '../../domain/decisions.js';
import type { StaffQueueModel, StaffClaimModel, StaffPointsRequestModel } from '../../domain/staff.js';
import type { OwnerRestaurantModel, RestaurantDashboardModel, ActivityPageModel } from '../../domain/owner.js';
import type { GraphQLContext } from '../../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type ActivityItem = {
  __typename?: 'ActivityItem';
  createdAt: Scalars['String']['output'];
  cusId: Scalars['String']['output'];
  /** the customer's name as the till shows it, read now; null once they left the restaurant or deleted their account */
  customerName?: Maybe<Scalars['String']['output']>;
  /** on a points request's decision: what the staff member saw flagged when deciding */
  flags: Array<RequestFlag>;
  id: Scalars['ID']['output'];
  kind: ActivityKind;
  /** the order ID of a points request's decision (null when none was given, or for other kinds) */
  orderId?: Maybe<Scalars['String']['output']>;
  platform: Scalars['String']['output'];
  /** points added (positive) or redeemed (negative); 0 for a rejection */
  points: Scalars['Int']['output'];
  /** the cashier's note to an OTHER rejection */
  rejectionNote?: Maybe<Scalars['String']['output']>;
  /** why a points request was rejected; null for other kinds (and for rejections from before reasons were kept) */
  rejectionReason?: Maybe<RejectionReason>;
  /** who did it (the staff account's email) */
  staffEmail: Scalars['String']['output'];
};

export type ActivityKind =
  | 'claimApproved'
  | 'claimRejected'
  | 'credit'
  | 'creditReversed'
  | 'requestApproved'
  | 'requestRejected';

export type ActivityPage = {
  __typename?: 'ActivityPage';
  /** newest first */
  items: Array<ActivityItem>;
  /** pass as `after` for the next page; null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type Claim = {
  __typename?: 'Claim';
  createdAt: Scalars['String']['output'];
  /** the date as shown to the customer, in Asia/Kolkata */
  formattedDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  platform: Scalars['String']['output'];
  status: ClaimStatus;
};

export type ClaimStatus =
  | 'approved'
  | 'pending'
  | 'rejected';

/** One agreement to the privacy notice. */
export type ConsentRecord = {
  __typename?: 'ConsentRecord';
  givenAt: Scalars['String']['output'];
  noticeVersion: Scalars['String']['output'];
};

/**
 * The customer's own data, in the shape of GET /api/v1/customer/export's file: no other customer's data and no
 * internal id beyond what the customer sees in the app.
 */
export type DataExport = {
  __typename?: 'DataExport';
  consents: Array<ConsentRecord>;
  exportedAt: Scalars['String']['output'];
  memberships: Array<ExportedMembership>;
  /** what the file cannot hold (the device's language choice, the sessions on signed-in devices), said in words */
  notes: Array<ExportNote>;
  /** null until the profile is saved */
  profile?: Maybe<Profile>;
  signIns: SignInRecords;
};

export type DayTotals = {
  __typename?: 'DayTotals';
  /** YYYY-MM-DD in Asia/Kolkata */
  date: Scalars['String']['output'];
  issued: Scalars['Int']['output'];
  redeemed: Scalars['Int']['output'];
};

export type DeletionPinGuesses = {
  __typename?: 'DeletionPinGuesses';
  /** set while deleting the account is paused */
  pausedUntil?: Maybe<Scalars['String']['output']>;
  since: Scalars['String']['output'];
  wrongPins: Scalars['Int']['output'];
};

export type ExportNote = {
  __typename?: 'ExportNote';
  about: ExportNoteTopic;
  /** the note in English */
  text: Scalars['String']['output'];
};

export type ExportNoteTopic =
  | 'activeSessions'
  | 'deviceLanguage';

/** A reward claim, with the reward it was for and its cost in points. */
export type ExportedClaim = {
  __typename?: 'ExportedClaim';
  /** the points the claim costs (what approval deducts) */
  cost: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  formattedDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  platform: Scalars['String']['output'];
  /** the restaurant's reward text */
  reward: Scalars['String']['output'];
  status: ClaimStatus;
};

export type ExportedMembership = {
  __typename?: 'ExportedMembership';
  claims: Array<ExportedClaim>;
  cusId: Scalars['String']['output'];
  /** every row, newest first */
  history: Array<HistoryItem>;
  points: Scalars['Int']['output'];
  requests: Array<PointsRequest>;
  resId: Scalars['String']['output'];
  restaurantName: Scalars['String']['output'];
};

export type HistoryItem = {
  __typename?: 'HistoryItem';
  createdAt: Scalars['String']['output'];
  formattedDate: Scalars['String']['output'];
  kind: HistoryKind;
  /** the online order's ID (onlineOrder rows whose request carried one) */
  orderId?: Maybe<Scalars['String']['output']>;
  platform: Scalars['String']['output'];
  /** positive when earned, negative when redeemed */
  points: Scalars['Int']['output'];
  pointsId: Scalars['ID']['output'];
};

/** How a history row's points came or went. */
export type HistoryKind =
  /** a cashier undid an in-store credit */
  | 'creditReversed'
  /** an in-store bill credited by a cashier */
  | 'inStoreBill'
  /** points a restaurant approved for an online order (orderId says which, when given) */
  | 'onlineOrder'
  /** a reward claim approved: the reward's points taken */
  | 'rewardClaimed'
  /** a correction made by the service */
  | 'service';

export type HistoryPage = {
  __typename?: 'HistoryPage';
  /** the membership's historyUpdatedAt when this page was read: newer rows exist when the live value differs */
  asOf?: Maybe<Scalars['String']['output']>;
  items: Array<HistoryItem>;
  /** pass as `after` for the next page; null on the last page */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** An in-store credit made by the signed-in staff account. */
export type InStoreCredit = {
  __typename?: 'InStoreCredit';
  /** the bill in rupees, and the points it earned */
  amount: Scalars['Int']['output'];
  /** the customer's balance right after the credit */
  balance: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  cusId: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  /** opaque */
  id: Scalars['ID']['output'];
  /** when it was undone (ISO 8601); null while it stands */
  reversedAt?: Maybe<Scalars['String']['output']>;
  /** until when the staff account that made it can undo it (ISO 8601, 10 minutes after it) */
  undoableUntil: Scalars['String']['output'];
};

/** What lifting a PIN lock did. */
export type LiftedPinLock = {
  __typename?: 'LiftedPinLock';
  cusId: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  /** false when the Customer ID was not locked (nothing changed) */
  wasLocked: Scalars['Boolean']['output'];
};

export type LoggedOutSession = {
  __typename?: 'LoggedOutSession';
  /** null for a session logged out before this time was kept */
  loggedOutAt?: Maybe<Scalars['String']['output']>;
  refusedUntil: Scalars['String']['output'];
};

/** A restaurant in the customer's list: the customer's membership of its loyalty programme. */
export type Membership = {
  __typename?: 'Membership';
  /** the customer's ID at this restaurant (6 digits) */
  cusId: Scalars['String']['output'];
  customerUid: Scalars['ID']['output'];
  history: HistoryPage;
  /** when the newest history row was added; null before the first */
  historyUpdatedAt?: Maybe<Scalars['String']['output']>;
  /** newest claim, if any */
  latestClaim?: Maybe<Claim>;
  /** newest points request, if any */
  latestRequest?: Maybe<PointsRequest>;
  /** points needed for the reward */
  minimumSpend: Scalars['Int']['output'];
  /** when pendingMinimumSpend applies (ISO 8601); a claim made before then needs minimumSpend */
  minimumSpendFrom?: Maybe<Scalars['String']['output']>;
  /** an announced dearer reward: the points it will need from minimumSpendFrom on; null when none is announced */
  pendingMinimumSpend?: Maybe<Scalars['Int']['output']>;
  pin: Scalars['String']['output'];
  /**
   * until when cashiers cannot credit this customer (at any restaurant) because someone entered wrong PINs for their
   * Customer ID several times (ISO 8601); null when not locked
   */
  pinLockedUntil?: Maybe<Scalars['String']['output']>;
  points: Scalars['Int']['output'];
  /** 0 once the reward is unlocked */
  pointsToNextReward: Scalars['Int']['output'];
  /** the public restaurant ID a customer types into Add Restaurant */
  resId: Scalars['String']['output'];
  restaurantName: Scalars['String']['output'];
  restaurantPhone?: Maybe<Scalars['String']['output']>;
  restaurantUid: Scalars['ID']['output'];
  reward: Scalars['String']['output'];
  rewardUnlocked: Scalars['Boolean']['output'];
  /** the restaurant has paused its programme: no credits, claims or requests until it resumes; points are kept */
  suspended: Scalars['Boolean']['output'];
};


/** A restaurant in the customer's list: the customer's membership of its loyalty programme. */
export type MembershipHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  addRestaurant: Membership;
  /** creates the staff account (or moves an existing staff account) and returns its set-password link */
  addStaff: StaffInvite;
  /**
   * deducts minimumSpend and writes the negative history row. pin: the customer's 4-digit PIN, required to approve an
   * In-Store claim (wrong PINs count toward the same lockouts as an in-store credit's); a delivery platform's claim needs none
   */
  approveClaim: StaffClaim;
  /** points: 1..100000, written as a positive history row */
  approvePointsRequest: StaffPointsRequest;
  claimReward: Claim;
  /** owner only: a new restaurant; the server assigns its public ID */
  createRestaurant: OwnerRestaurant;
  /** creditInStore answering the credit itself: who got it, the balance, until when it can be undone */
  creditBill: InStoreCredit;
  /**
   * credits an in-store bill (1..100000) to the customer with this Customer ID and PIN; returns the new balance.
   * idempotencyKey (a UUID the till makes per bill entry, kept across retries): the same key within 24 hours credits
   * once and answers the first credit's balance again.
   * confirmLargeBill: required (true) for a bill above the restaurant's largeBillThreshold
   */
  creditInStore: Scalars['Int']['output'];
  /**
   * deletes the account and everything kept about it (every restaurant's points, history, claims and requests; the
   * profile; consent records; the sign-in account) and ends every session of it. pin: the customer's PIN, required
   * once a profile is saved (a customer who never saved one holds no points and has no PIN). A wrong PIN answers
   * BAD_USER_INPUT and deletes nothing; a session signed in more than 10 minutes ago answers SIGN_IN_AGAIN (sign in again first)
   */
  deleteAccount: Scalars['Boolean']['output'];
  deleteRestaurant: Scalars['Boolean']['output'];
  /** records the customer's consent to the privacy notice of noticeVersion, which must be the current one (CONSENT_VERSION otherwise; the version is GET /api/v1/privacy-notice's, and @foodspot/schema/privacy's PRIVACY_NOTICE) */
  giveConsent: Viewer;
  /** lets cashiers credit this Customer ID again at once after wrong PINs locked it (at every restaurant) */
  liftPinLock: LiftedPinLock;
  rejectClaim: StaffClaim;
  /**
   * reason: why, from the till's list (the customer sees it). note: only with OTHER (BAD_USER_INPUT, reason
   * NOTE_ONLY_WITH_OTHER, with another reason), at most 140 characters of plain text (BAD_USER_INPUT, reason
   * REJECTION_NOTE_INVALID, otherwise); nothing is changed when refused
   */
  rejectPointsRequest: StaffPointsRequest;
  /** the account loses the restaurant at once; its sessions are revoked */
  removeStaff: Scalars['Boolean']['output'];
  /**
   * orderId: the platform's order ID (optional; the app asks for it for Zomato and Swiggy). One platform's order ID
   * earns at most once across every restaurant and customer: taken answers CONFLICT; a rejected request frees it
   */
  requestPoints: PointsRequest;
  saveProfile: Viewer;
  /**
   * undoes an in-store credit this staff account made in the last 10 minutes: a negative history row
   * ("Credit reversed") in one transaction with the balance; refused when the points were already spent.
   * Undoing an undone credit answers it again and changes nothing
   */
  undoCredit: InStoreCredit;
  updateRestaurant: OwnerRestaurant;
};


export type MutationAddRestaurantArgs = {
  resId: Scalars['String']['input'];
};


export type MutationAddStaffArgs = {
  email: Scalars['String']['input'];
  restaurantUid: Scalars['ID']['input'];
};


export type MutationApproveClaimArgs = {
  id: Scalars['ID']['input'];
  pin?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApprovePointsRequestArgs = {
  id: Scalars['ID']['input'];
  points: Scalars['Int']['input'];
};


export type MutationClaimRewardArgs = {
  platform: Scalars['String']['input'];
  restaurantUid: Scalars['ID']['input'];
};


export type MutationCreateRestaurantArgs = {
  input: RestaurantInput;
};


export type MutationCreditBillArgs = {
  amount: Scalars['Int']['input'];
  confirmLargeBill?: InputMaybe<Scalars['Boolean']['input']>;
  cusId: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  pin: Scalars['String']['input'];
};


export type MutationCreditInStoreArgs = {
  amount: Scalars['Int']['input'];
  confirmLargeBill?: InputMaybe<Scalars['Boolean']['input']>;
  cusId: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  pin: Scalars['String']['input'];
};


export type MutationDeleteAccountArgs = {
  pin?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteRestaurantArgs = {
  restaurantUid: Scalars['ID']['input'];
};


export type MutationGiveConsentArgs = {
  noticeVersion: Scalars['String']['input'];
};


export type MutationLiftPinLockArgs = {
  cusId: Scalars['String']['input'];
  restaurantUid: Scalars['ID']['input'];
};


export type MutationRejectClaimArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRejectPointsRequestArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  reason: RejectionReason;
};


export type MutationRemoveStaffArgs = {
  restaurantUid: Scalars['ID']['input'];
  staffUid: Scalars['ID']['input'];
};


export type MutationRequestPointsArgs = {
  orderId?: InputMaybe<Scalars['String']['input']>;
  platform: Scalars['String']['input'];
  restaurantUid: Scalars['ID']['input'];
};


export type MutationSaveProfileArgs = {
  input: ProfileInput;
};


export type MutationUndoCreditArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateRestaurantArgs = {
  input: RestaurantInput;
  restaurantUid: Scalars['ID']['input'];
};

/** A restaurant as its owner sees and edits it. Only the owner's own restaurants are readable or writable. */
export type OwnerRestaurant = {
  __typename?: 'OwnerRestaurant';
  city: Scalars['String']['output'];
  /** in-store bills of more rupees than this need the cashier to confirm them */
  largeBillThreshold: Scalars['Int']['output'];
  /** points the reward needs today */
  minimumSpend: Scalars['Int']['output'];
  /** when pendingMinimumSpend applies (ISO 8601, the start of a day in Asia/Kolkata); null when none is announced */
  minimumSpendFrom?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** an announced dearer reward: the points it will need from minimumSpendFrom on; null when none is announced */
  pendingMinimumSpend?: Maybe<Scalars['Int']['output']>;
  phone: Scalars['String']['output'];
  /** the public ID customers type into Add Restaurant (FS and digits), assigned by the server */
  resId: Scalars['String']['output'];
  restaurantUid: Scalars['ID']['output'];
  reward: Scalars['String']['output'];
  /** paused by the operator: hidden from Add Restaurant, no credits */
  suspended: Scalars['Boolean']['output'];
};

export type PointsRequest = {
  __typename?: 'PointsRequest';
  createdAt: Scalars['String']['output'];
  formattedDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** the platform's order ID the customer gave (null when none was given) */
  orderId?: Maybe<Scalars['String']['output']>;
  /** true only while the restaurant has not decided (the REST contract's points: 'pending') */
  pending: Scalars['Boolean']['output'];
  platform: Scalars['String']['output'];
  /** the approved points; null while pending and after a rejection */
  points?: Maybe<Scalars['Int']['output']>;
  /** the cashier's short note with the reason OTHER; null when none was typed */
  rejectionNote?: Maybe<Scalars['String']['output']>;
  /** why the restaurant rejected it; null unless rejected (and for rejections from before reasons were kept) */
  rejectionReason?: Maybe<RejectionReason>;
  status: ClaimStatus;
};

export type Profile = {
  __typename?: 'Profile';
  email?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** 4 digits; staff ask for it before crediting points in-store */
  pin: Scalars['String']['output'];
};

export type ProfileInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  pin: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** staff only: the last 10 in-store credits this staff account made, newest first */
  lastCredits: Array<InStoreCredit>;
  me: Viewer;
  /** owner only: the restaurants the signed-in owner owns, oldest first */
  ownerRestaurants: Array<OwnerRestaurant>;
  /** null when the restaurant is not in the caller's list */
  restaurant?: Maybe<Membership>;
  restaurantActivity: ActivityPage;
  restaurantDashboard: RestaurantDashboard;
  restaurantStaff: Array<StaffMember>;
  restaurants: Array<Membership>;
  /** staff only: the member of my restaurant with this Customer ID, null when there is none (another restaurant's members never answer) */
  staffMemberLookup?: Maybe<StaffMemberLookup>;
  /** staff only */
  staffQueue: StaffQueue;
};


export type QueryRestaurantArgs = {
  restaurantUid: Scalars['ID']['input'];
};


export type QueryRestaurantActivityArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  restaurantUid: Scalars['ID']['input'];
};


export type QueryRestaurantDashboardArgs = {
  restaurantUid: Scalars['ID']['input'];
};


export type QueryRestaurantStaffArgs = {
  restaurantUid: Scalars['ID']['input'];
};


export type QueryStaffMemberLookupArgs = {
  cusId: Scalars['String']['input'];
};

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

export type RestaurantDashboard = {
  __typename?: 'RestaurantDashboard';
  /** the last 30 days, oldest first */
  days: Array<DayTotals>;
  members: Scalars['Int']['output'];
  newMembers7d: Scalars['Int']['output'];
  pointsIssued7d: Scalars['Int']['output'];
  pointsIssued30d: Scalars['Int']['output'];
  pointsRedeemed7d: Scalars['Int']['output'];
  pointsRedeemed30d: Scalars['Int']['output'];
  /** members with two or more credits in the last 30 days, as a share of all members (0..1) */
  returningShare: Scalars['Float']['output'];
  rewardsClaimed30d: Scalars['Int']['output'];
  waitingApprovals: Scalars['Int']['output'];
};

export type RestaurantInput = {
  city: Scalars['String']['input'];
  /** 1..100000; bills above it need the cashier to confirm them; 10000 when left out */
  largeBillThreshold?: InputMaybe<Scalars['Int']['input']>;
  /** 1..100000; a lower value applies at once, a higher one after the notice period */
  minimumSpend: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  reward: Scalars['String']['input'];
};

export type Role =
  | 'customer'
  | 'owner'
  | 'staff';

export type SignInMethod =
  | 'email'
  | 'phone';

/**
 * The sign-in records kept about the customer (docs/privacy.md): how and when they sign in, the sessions they logged
 * out on a device, and the wrong-PIN counters while those are kept. Times are ISO 8601 (UTC).
 */
export type SignInRecords = {
  __typename?: 'SignInRecords';
  accountCreatedAt?: Maybe<Scalars['String']['output']>;
  /** wrong PINs given to delete the account; null when none is counted */
  deletionPinGuesses?: Maybe<DeletionPinGuesses>;
  lastSignInAt?: Maybe<Scalars['String']['output']>;
  /** sessions logged out on their device, each refused until its cookie would have expired; newest first */
  loggedOutSessions: Array<LoggedOutSession>;
  /** phone or email; null when unknown */
  method?: Maybe<SignInMethod>;
  /** the phone number or email the customer signs in with */
  signInWith?: Maybe<Scalars['String']['output']>;
  /** wrong PINs typed at restaurants' tills (all restaurants together); null when none is counted */
  wrongPinsAtTills?: Maybe<TillPinCounter>;
};

export type StaffClaim = {
  __typename?: 'StaffClaim';
  /** the points approving it takes (what the reward needed when the claim was made) */
  cost: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  cusId: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  /** opaque */
  id: Scalars['ID']['output'];
  platform: Scalars['String']['output'];
  /** what the customer claims */
  reward: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type StaffInvite = {
  __typename?: 'StaffInvite';
  email: Scalars['String']['output'];
  /** one-time link to hand to the staff member, to set their password */
  setPasswordLink: Scalars['String']['output'];
  staffUid: Scalars['ID']['output'];
};

export type StaffMember = {
  __typename?: 'StaffMember';
  email: Scalars['String']['output'];
  staffUid: Scalars['ID']['output'];
};

/** A member of my restaurant, found by Customer ID so the cashier can check the person before the PIN. */
export type StaffMemberLookup = {
  __typename?: 'StaffMemberLookup';
  cusId: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  /** until when in-store credits to this Customer ID are refused after wrong PINs (ISO 8601); null when not locked */
  lockedUntil?: Maybe<Scalars['String']['output']>;
};

export type StaffPointsRequest = {
  __typename?: 'StaffPointsRequest';
  createdAt: Scalars['String']['output'];
  cusId: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  flags: Array<RequestFlag>;
  /** opaque */
  id: Scalars['ID']['output'];
  /** the platform's order ID the customer gave; null: show "No order ID" */
  orderId?: Maybe<Scalars['String']['output']>;
  platform: Scalars['String']['output'];
  /** null while pending */
  points?: Maybe<Scalars['Int']['output']>;
  /** the member's last 5 requests and in-store credits at this restaurant before this one, newest first */
  recent: Array<StaffRecentItem>;
};

/** Pending items of the signed-in staff member's restaurant, oldest first. */
export type StaffQueue = {
  __typename?: 'StaffQueue';
  claims: Array<StaffClaim>;
  /** a bill of more rupees than this needs confirmLargeBill: true (set by the owner; 10000 unless changed) */
  largeBillThreshold: Scalars['Int']['output'];
  requests: Array<StaffPointsRequest>;
  resId: Scalars['String']['output'];
  restaurantName: Scalars['String']['output'];
};

/** One of a member's recent credits or requests at my restaurant. */
export type StaffRecentItem = {
  __typename?: 'StaffRecentItem';
  createdAt: Scalars['String']['output'];
  /** inStoreBill, onlineOrder (a request, decided or not) or creditReversed */
  kind: HistoryKind;
  orderId?: Maybe<Scalars['String']['output']>;
  platform: Scalars['String']['output'];
  /** points earned; null for a request still pending or rejected */
  points?: Maybe<Scalars['Int']['output']>;
  rejectionNote?: Maybe<Scalars['String']['output']>;
  /** why a rejected request was rejected; null otherwise (and for rejections from before reasons were kept) */
  rejectionReason?: Maybe<RejectionReason>;
  /** pending, approved or rejected for requests; approved for credits */
  status: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The membership at once, then once per change a customer screen shows: its points, its latest claim or its
   * latest points request (a credit, an approval, a rejection). Ends with NOT_FOUND when the restaurant leaves the list.
   */
  pointsChanged: Membership;
  /** staff only: the queue at once, then again whenever an item of the restaurant arrives or is decided */
  staffQueueChanged: StaffQueue;
};


export type SubscriptionPointsChangedArgs = {
  restaurantUid: Scalars['ID']['input'];
};

export type TillPinCounter = {
  __typename?: 'TillPinCounter';
  countingSince: Scalars['String']['output'];
  /** set while cashiers may not credit the customer */
  lockedUntil?: Maybe<Scalars['String']['output']>;
  wrongPins: Scalars['Int']['output'];
};

/** The signed-in user, as the session cookie proves them. */
export type Viewer = {
  __typename?: 'Viewer';
  /** whether the customer agreed to the current privacy notice (giveConsent); always true for staff and owners */
  consentCurrent: Scalars['Boolean']['output'];
  /**
   * everything kept about the customer, as "Download my data" saves it (customers only; null for staff and owners).
   * Reads every history row: it spends the account's query cost as a whole history would (250)
   */
  dataExport?: Maybe<DataExport>;
  email?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  profile?: Maybe<Profile>;
  /** false until the customer has saved the Complete Your Profile form */
  profileSet: Scalars['Boolean']['output'];
  /** customer, staff or owner: only customers may use the customer app */
  role: Role;
  uid: Scalars['ID']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActivityItem: ResolverTypeWrapper<ActivityItem>;
  ActivityKind: ActivityKind;
  ActivityPage: ResolverTypeWrapper<ActivityPageModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Claim: ResolverTypeWrapper<ClaimModel>;
  ClaimStatus: ClaimStatus;
  ConsentRecord: ResolverTypeWrapper<ConsentRecord>;
  DataExport: ResolverTypeWrapper<Omit<DataExport, 'memberships'> & { memberships: Array<ResolversTypes['ExportedMembership']> }>;
  DayTotals: ResolverTypeWrapper<DayTotals>;
  DeletionPinGuesses: ResolverTypeWrapper<DeletionPinGuesses>;
  ExportNote: ResolverTypeWrapper<ExportNote>;
  ExportNoteTopic: ExportNoteTopic;
  ExportedClaim: ResolverTypeWrapper<ExportedClaim>;
  ExportedMembership: ResolverTypeWrapper<Omit<ExportedMembership, 'history' | 'requests'> & { history: Array<ResolversTypes['HistoryItem']>, requests: Array<ResolversTypes['PointsRequest']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HistoryItem: ResolverTypeWrapper<HistoryItemModel>;
  HistoryKind: HistoryKind;
  HistoryPage: ResolverTypeWrapper<HistoryPageModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InStoreCredit: ResolverTypeWrapper<InStoreCredit>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LiftedPinLock: ResolverTypeWrapper<LiftedPinLock>;
  LoggedOutSession: ResolverTypeWrapper<LoggedOutSession>;
  Membership: ResolverTypeWrapper<MembershipModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OwnerRestaurant: ResolverTypeWrapper<OwnerRestaurantModel>;
  PointsRequest: ResolverTypeWrapper<PointsRequestModel>;
  Profile: ResolverTypeWrapper<Profile>;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RejectionReason: RejectionReason;
  RequestFlag: RequestFlag;
  RestaurantDashboard: ResolverTypeWrapper<RestaurantDashboardModel>;
  RestaurantInput: RestaurantInput;
  Role: Role;
  SignInMethod: SignInMethod;
  SignInRecords: ResolverTypeWrapper<SignInRecords>;
  StaffClaim: ResolverTypeWrapper<StaffClaimModel>;
  StaffInvite: ResolverTypeWrapper<StaffInvite>;
  StaffMember: ResolverTypeWrapper<StaffMember>;
  StaffMemberLookup: ResolverTypeWrapper<StaffMemberLookup>;
  StaffPointsRequest: ResolverTypeWrapper<StaffPointsRequestModel>;
  StaffQueue: ResolverTypeWrapper<StaffQueueModel>;
  StaffRecentItem: ResolverTypeWrapper<StaffRecentItem>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TillPinCounter: ResolverTypeWrapper<TillPinCounter>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActivityItem: ActivityItem;
  ActivityPage: ActivityPageModel;
  Boolean: Scalars['Boolean']['output'];
  Claim: ClaimModel;
  ConsentRecord: ConsentRecord;
  DataExport: Omit<DataExport, 'memberships'> & { memberships: Array<ResolversParentTypes['ExportedMembership']> };
  DayTotals: DayTotals;
  DeletionPinGuesses: DeletionPinGuesses;
  ExportNote: ExportNote;
  ExportedClaim: ExportedClaim;
  ExportedMembership: Omit<ExportedMembership, 'history' | 'requests'> & { history: Array<ResolversParentTypes['HistoryItem']>, requests: Array<ResolversParentTypes['PointsRequest']> };
  Float: Scalars['Float']['output'];
  HistoryItem: HistoryItemModel;
  HistoryPage: HistoryPageModel;
  ID: Scalars['ID']['output'];
  InStoreCredit: InStoreCredit;
  Int: Scalars['Int']['output'];
  LiftedPinLock: LiftedPinLock;
  LoggedOutSession: LoggedOutSession;
  Membership: MembershipModel;
  Mutation: Record<PropertyKey, never>;
  OwnerRestaurant: OwnerRestaurantModel;
  PointsRequest: PointsRequestModel;
  Profile: Profile;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  RestaurantDashboard: RestaurantDashboardModel;
  RestaurantInput: RestaurantInput;
  SignInRecords: SignInRecords;
  StaffClaim: StaffClaimModel;
  StaffInvite: StaffInvite;
  StaffMember: StaffMember;
  StaffMemberLookup: StaffMemberLookup;
  StaffPointsRequest: StaffPointsRequestModel;
  StaffQueue: StaffQueueModel;
  StaffRecentItem: StaffRecentItem;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TillPinCounter: TillPinCounter;
  Viewer: ViewerModel;
}>;

export type ActivityItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityItem'] = ResolversParentTypes['ActivityItem']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cusId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['RequestFlag']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ActivityKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejectionNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['RejectionReason']>, ParentType, ContextType>;
  staffEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActivityPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityPage'] = ResolversParentTypes['ActivityPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ActivityItem']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ClaimResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Claim'] = ResolversParentTypes['Claim']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClaimStatus'], ParentType, ContextType>;
}>;

export type ConsentRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentRecord'] = ResolversParentTypes['ConsentRecord']> = ResolversObject<{
  givenAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noticeVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DataExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DataExport'] = ResolversParentTypes['DataExport']> = ResolversObject<{
  consents?: Resolver<Array<ResolversTypes['ConsentRecord']>, ParentType, ContextType>;
  exportedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberships?: Resolver<Array<ResolversTypes['ExportedMembership']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['ExportNote']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  signIns?: Resolver<ResolversTypes['SignInRecords'], ParentType, ContextType>;
}>;

export type DayTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DayTotals'] = ResolversParentTypes['DayTotals']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redeemed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DeletionPinGuessesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletionPinGuesses'] = ResolversParentTypes['DeletionPinGuesses']> = ResolversObject<{
  pausedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wrongPins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExportNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExportNote'] = ResolversParentTypes['ExportNote']> = ResolversObject<{
  about?: Resolver<ResolversTypes['ExportNoteTopic'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExportedClaimResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExportedClaim'] = ResolversParentTypes['ExportedClaim']> = ResolversObject<{
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClaimStatus'], ParentType, ContextType>;
}>;

export type ExportedMembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExportedMembership'] = ResolversParentTypes['ExportedMembership']> = ResolversObject<{
  claims?: Resolver<Array<ResolversTypes['ExportedClaim']>, ParentType, ContextType>;
  cusId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['HistoryItem']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requests?: Resolver<Array<ResolversTypes['PointsRequest']>, ParentType, ContextType>;
  resId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistoryItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryItem'] = ResolversParentTypes['HistoryItem']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HistoryKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type HistoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryPage'] = ResolversParentTypes['HistoryPage']> = ResolversObject<{
  asOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['HistoryItem']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InStoreCreditResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InStoreCredit'] = ResolversParentTypes['InStoreCredit']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cusId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reversedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  undoableUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LiftedPinLockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiftedPinLock'] = ResolversParentTypes['LiftedPinLock']> = ResolversObject<{
  cusId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wasLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LoggedOutSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoggedOutSession'] = ResolversParentTypes['LoggedOutSession']> = ResolversObject<{
  loggedOutAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusedUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = ResolversObject<{
  cusId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerUid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<MembershipHistoryArgs, 'first'>>;
  historyUpdatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latestClaim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType>;
  latestRequest?: Resolver<Maybe<ResolversTypes['PointsRequest']>, ParentType, ContextType>;
  minimumSpend?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumSpendFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingMinimumSpend?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinLockedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsToNextReward?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurantPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restaurantUid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rewardUnlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  suspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addRestaurant?: Resolver<ResolversTypes['Membership'], ParentType, ContextType, RequireFields<MutationAddRestaurantArgs, 'resId'>>;
  addStaff?: Resolver<ResolversTypes['StaffInvite'], ParentType, ContextType, RequireFields<MutationAddStaffArgs, 'email' | 'restaurantUid'>>;
  approveClaim?: Resolver<ResolversTypes['StaffClaim'], ParentType, ContextType, RequireFields<MutationApproveClaimArgs, 'id'>>;
  approvePointsRequest?: Resolver<ResolversTypes['StaffPointsRequest'], ParentType, ContextType, RequireFields<MutationApprovePointsRequestArgs, 'id' | 'points'>>;
  claimReward?: Resolver<ResolversTypes['Claim'], ParentType, ContextType, RequireFields<MutationClaimRewardArgs, 'platform' | 'restaurantUid'>>;
  createRestaurant?: Resolver<ResolversTypes['OwnerRestaurant'], ParentType, ContextType, RequireFields<MutationCreateRestaurantArgs, 'input'>>;
  creditBill?: Resolver<ResolversTypes['InStoreCredit'], ParentType, ContextType, RequireFields<MutationCreditBillArgs, 'amount' | 'cusId' | 'pin'>>;
  creditInStore?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCreditInStoreArgs, 'amount' | 'cusId' | 'pin'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationDeleteAccountArgs>>;
  deleteRestaurant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteRestaurantArgs, 'restaurantUid'>>;
  giveConsent?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType, RequireFields<MutationGiveConsentArgs, 'noticeVersion'>>;
  liftPinLock?: Resolver<ResolversTypes['LiftedPinLock'], ParentType, ContextType, RequireFields<MutationLiftPinLockArgs, 'cusId' | 'restaurantUid'>>;
  rejectClaim?: Resolver<ResolversTypes['StaffClaim'], ParentType, ContextType, RequireFields<MutationRejectClaimArgs, 'id'>>;
  rejectPointsRequest?: Resolver<ResolversTypes['StaffPointsRequest'], ParentType, ContextType, RequireFields<MutationRejectPointsRequestArgs, 'id' | 'reason'>>;
  removeStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveStaffArgs, 'restaurantUid' | 'staffUid'>>;
  requestPoints?: Resolver<ResolversTypes['PointsRequest'], ParentType, ContextType, RequireFields<MutationRequestPointsArgs, 'platform' | 'restaurantUid'>>;
  saveProfile?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType, RequireFields<MutationSaveProfileArgs, 'input'>>;
  undoCredit?: Resolver<ResolversTypes['InStoreCredit'], ParentType, ContextType, RequireFields<MutationUndoCreditArgs, 'id'>>;
  updateRestaurant?: Resolver<ResolversTypes['OwnerRestaurant'], ParentType, ContextType, RequireFields<MutationUpdateRestaurantArgs, 'input' | 'restaurantUid'>>;
}>;

export type OwnerRestaurantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OwnerRestaurant'] = ResolversParentTypes['OwnerRestaurant']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  largeBillThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumSpend?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumSpendFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingMinimumSpend?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurantUid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PointsRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PointsRequest'] = ResolversParentTypes['PointsRequest']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rejectionNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['RejectionReason']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClaimStatus'], ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  lastCredits?: Resolver<Array<ResolversTypes['InStoreCredit']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  ownerRestaurants?: Resolver<Array<ResolversTypes['OwnerRestaurant']>, ParentType, ContextType>;
  restaurant?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType, RequireFields<QueryRestaurantArgs, 'restaurantUid'>>;
  restaurantActivity?: Resolver<ResolversTypes['ActivityPage'], ParentType, ContextType, RequireFields<QueryRestaurantActivityArgs, 'restaurantUid'>>;
  restaurantDashboard?: Resolver<ResolversTypes['RestaurantDashboard'], ParentType, ContextType, RequireFields<QueryRestaurantDashboardArgs, 'restaurantUid'>>;
  restaurantStaff?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType, RequireFields<QueryRestaurantStaffArgs, 'restaurantUid'>>;
  restaurants?: Resolver<Array<ResolversTypes['Membership']>, ParentType, ContextType>;
  staffMemberLookup?: Resolver<Maybe<ResolversTypes['StaffMemberLookup']>, ParentType, ContextType, RequireFields<QueryStaffMemberLookupArgs, 'cusId'>>;
  staffQueue?: Resolver<ResolversTypes['StaffQueue'], ParentType, ContextType>;
}>;

export type RestaurantDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestaurantDashboard'] = ResolversParentTypes['RestaurantDashboard']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['DayTotals']>, ParentType, ContextType>;
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newMembers7d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsIssued7d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsIssued30d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsRedeemed7d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsRedeemed30d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returningShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rewardsClaimed30d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingApprovals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SignInRecordsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInRecords'] = ResolversParentTypes['SignInRecords']> = ResolversObject<{
  accountCreatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletionPinGuesses?: Resolver<Maybe<ResolversTypes['DeletionPinGuesses']>, ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loggedOutSessions?: Resolver<Array<ResolversTypes['LoggedOutSession']>, ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['SignInMethod']>, ParentType, ContextType>;
  signInWith?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wrongPinsAtTills?: Resolver<Maybe<ResolversTypes['TillPinCounter']>, ParentType, ContextType>;
}>;

export type StaffClaimResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffClaim'] = ResolversParentTypes['StaffClaim']> = ResolversObject<{
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cusId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffInviteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffInvite'] = ResolversParentTypes['StaffInvite']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setPasswordLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffUid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type StaffMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffUid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type StaffMemberLookupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffMemberLookup'] = ResolversParentTypes['StaffMemberLookup']> = ResolversObject<{
  cusId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lockedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffPointsRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffPointsRequest'] = ResolversParentTypes['StaffPointsRequest']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cusId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['RequestFlag']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recent?: Resolver<Array<ResolversTypes['StaffRecentItem']>, ParentType, ContextType>;
}>;

export type StaffQueueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffQueue'] = ResolversParentTypes['StaffQueue']> = ResolversObject<{
  claims?: Resolver<Array<ResolversTypes['StaffClaim']>, ParentType, ContextType>;
  largeBillThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requests?: Resolver<Array<ResolversTypes['StaffPointsRequest']>, ParentType, ContextType>;
  resId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restaurantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffRecentItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffRecentItem'] = ResolversParentTypes['StaffRecentItem']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HistoryKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rejectionNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['RejectionReason']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  pointsChanged?: SubscriptionResolver<ResolversTypes['Membership'], "pointsChanged", ParentType, ContextType, RequireFields<SubscriptionPointsChangedArgs, 'restaurantUid'>>;
  staffQueueChanged?: SubscriptionResolver<ResolversTypes['StaffQueue'], "staffQueueChanged", ParentType, ContextType>;
}>;

export type TillPinCounterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TillPinCounter'] = ResolversParentTypes['TillPinCounter']> = ResolversObject<{
  countingSince?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lockedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wrongPins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  consentCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dataExport?: Resolver<Maybe<ResolversTypes['DataExport']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  profileSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  ActivityItem?: ActivityItemResolvers<ContextType>;
  ActivityPage?: ActivityPageResolvers<ContextType>;
  Claim?: ClaimResolvers<ContextType>;
  ConsentRecord?: ConsentRecordResolvers<ContextType>;
  DataExport?: DataExportResolvers<ContextType>;
  DayTotals?: DayTotalsResolvers<ContextType>;
  DeletionPinGuesses?: DeletionPinGuessesResolvers<ContextType>;
  ExportNote?: ExportNoteResolvers<ContextType>;
  ExportedClaim?: ExportedClaimResolvers<ContextType>;
  ExportedMembership?: ExportedMembershipResolvers<ContextType>;
  HistoryItem?: HistoryItemResolvers<ContextType>;
  HistoryPage?: HistoryPageResolvers<ContextType>;
  InStoreCredit?: InStoreCreditResolvers<ContextType>;
  LiftedPinLock?: LiftedPinLockResolvers<ContextType>;
  LoggedOutSession?: LoggedOutSessionResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OwnerRestaurant?: OwnerRestaurantResolvers<ContextType>;
  PointsRequest?: PointsRequestResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RestaurantDashboard?: RestaurantDashboardResolvers<ContextType>;
  SignInRecords?: SignInRecordsResolvers<ContextType>;
  StaffClaim?: StaffClaimResolvers<ContextType>;
  StaffInvite?: StaffInviteResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffMemberLookup?: StaffMemberLookupResolvers<ContextType>;
  StaffPointsRequest?: StaffPointsRequestResolvers<ContextType>;
  StaffQueue?: StaffQueueResolvers<ContextType>;
  StaffRecentItem?: StaffRecentItemResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TillPinCounter?: TillPinCounterResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

