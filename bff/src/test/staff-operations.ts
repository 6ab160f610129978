/**
 * The staff console's GraphQL mutations as the test files send them, variables named after the schema's
 * arguments (`schema/staff.graphql`). The queue is left to each file: what it selects is part of its test.
 */
/** An in-store claim is approved with its customer's PIN: the test customers' (VALID_PROFILE) unless a test sends another, or null. */
export const APPROVE_CLAIM = 'mutation ApproveClaim($id: ID!, $pin: String = "4321") { approveClaim(id: $id, pin: $pin) { id status cusId } }';
export const REJECT_CLAIM = 'mutation RejectClaim($id: ID!) { rejectClaim(id: $id) { id status } }';
export const APPROVE_REQUEST = 'mutation ApproveRequest($id: ID!, $points: Int!) { approvePointsRequest(id: $id, points: $points) { id points } }';
// A reason is required of the till; the default here stands for "any reason" where a test only needs a rejection.
export const REJECT_REQUEST =
  'mutation RejectRequest($id: ID!, $reason: RejectionReason! = ORDER_NOT_FOUND, $note: String) { rejectPointsRequest(id: $id, reason: $reason, note: $note) { id points } }';
export const CREDIT = 'mutation Credit($cusId: String!, $pin: String!, $amount: Int!) { creditInStore(cusId: $cusId, pin: $pin, amount: $amount) }';
/** A credit with the idempotency key the console sends (one per bill entry). */
export const KEYED_CREDIT =
  'mutation Credit($cusId: String!, $pin: String!, $amount: Int!, $key: String) { creditInStore(cusId: $cusId, pin: $pin, amount: $amount, idempotencyKey: $key) }';
