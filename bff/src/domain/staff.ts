/** staff/{uid}: the one restaurant a staff account works for. */
export interface StaffDoc {
  restaurantUid: string;
  email: string;
}

/** restaurants/{r}/pinAttempts/{cusId}: wrong in-store PINs, for the lockout. */
export interface PinAttemptsDoc {
  failures: number;
  windowStartMs: number;
  lockedUntilMs: number;
}

export interface StaffClaimModel {
  id: string;
  cusId: string;
  customerName: string;
  platform: string;
  status: string;
  createdAt: string;
}

export interface StaffPointsRequestModel {
  id: string;
  cusId: string;
  customerName: string;
  platform: string;
  points: number | null;
  createdAt: string;
}

export interface StaffQueueModel {
  restaurantName: string;
  resId: string;
  claims: StaffClaimModel[];
  requests: StaffPointsRequestModel[];
}
