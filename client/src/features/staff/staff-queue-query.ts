import { graphql } from '../../__generated__/gql';

/** What the console shows of the queue (each item as its component in staff-queue.tsx declares); the query and the live subscription select the same. */
export const StaffQueueFragment = graphql(`
  fragment StaffQueue_queue on StaffQueue {
    restaurantName
    resId
    largeBillThreshold
    claims {
      ...StaffClaimItem_claim
    }
    requests {
      ...StaffPointsRequestItem_request
    }
  }
`);

/** The pending claims and points requests of the staff member's restaurant, oldest first. */
export const StaffQueueQuery = graphql(`
  query StaffQueue {
    staffQueue {
      ...StaffQueue_queue
    }
  }
`);

/**
 * The queue again whenever an item arrives or is decided (by anyone). Each message lands in the cache
 * (StaffQueue is keyed by resId), so the console shows it without polling.
 */
export const StaffQueueChangedSubscription = graphql(`
  subscription StaffQueueChanged {
    staffQueueChanged {
      ...StaffQueue_queue
    }
  }
`);
