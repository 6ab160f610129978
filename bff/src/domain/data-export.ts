import type { ClaimModel, PointsRequestModel } from './decisions.js';
import type { HistoryItemModel } from './membership.js';
import type { ViewerModel } from './customer.js';

/** A claim as the export shows it: which reward it was for and what it cost, beside what the screens show. */
export interface ExportedClaimModel extends ClaimModel {
  /** The restaurant's reward text (claims keep no copy of it: the reward as the restaurant names it now). */
  reward: string;
  /** The points the claim costs: kept on the claim since prices could change; older claims, the price when made. */
  cost: number;
}

/**
 * The sign-in records of docs/privacy.md: how the customer signs in, when, the sessions they logged out (each
 * refused until its cookie would have expired) and the wrong-PIN counters while they are kept.
 */
export interface SignInRecordsModel {
  method: 'phone' | 'email' | null;
  /** The phone number or email the customer signs in with (Firebase Authentication). */
  signInWith: string | null;
  accountCreatedAt: string | null;
  lastSignInAt: string | null;
  loggedOutSessions: { loggedOutAt: string | null; refusedUntil: string }[];
  /** Wrong PINs typed at restaurants' tills (every restaurant together), and the lock they led to. */
  wrongPinsAtTills: { wrongPins: number; countingSince: string; lockedUntil: string | null } | null;
  /** Wrong PINs given to delete the account, and the pause they led to. */
  deletionPinGuesses: { wrongPins: number; since: string; pausedUntil: string | null } | null;
}

/** What the file cannot hold, said in it: `about` lets an app word it in the customer's language. */
export interface ExportNoteModel {
  about: 'deviceLanguage' | 'activeSessions';
  text: string;
}

/**
 * "Download my data": the customer's profile, every membership with its history, claims and requests, their
 * consent records and sign-in records (GET /api/v1/customer/export and GraphQL's Viewer.dataExport). Only what is
 * kept about this customer: no other customer's data, no staff account, no internal id beyond the ids the app shows.
 */
export interface DataExportModel {
  exportedAt: string;
  profile: ViewerModel['profile'];
  memberships: {
    restaurantName: string;
    resId: string;
    cusId: string;
    points: number;
    history: HistoryItemModel[];
    claims: ExportedClaimModel[];
    requests: PointsRequestModel[];
  }[];
  consents: { noticeVersion: string; givenAt: string }[];
  signIns: SignInRecordsModel;
  notes: ExportNoteModel[];
}
