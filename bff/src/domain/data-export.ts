import type { ClaimModel, PointsRequestModel } from './decisions.js';
import type { HistoryItemModel } from './membership.js';
import type { ViewerModel } from './customer.js';

/**
 * "Download my data": the customer's profile, every membership with its history, claims and requests, and their
 * consent records (GET /api/v1/customer/export and GraphQL's Viewer.dataExport). Only what the customer sees in the
 * app: no other customer's data, no staff account, no internal id beyond the ids the app shows.
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
    claims: ClaimModel[];
    requests: PointsRequestModel[];
  }[];
  consents: { noticeVersion: string; givenAt: string }[];
}
