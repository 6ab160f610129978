import { graphql } from '../../__generated__/gql';

/** The pending claims and points requests of the staff member's restaurant, oldest first. */
export const StaffQueueQuery = graphql(`
  query StaffQueue {
    staffQueue {
      restaurantName
      resId
      claims {
        id
        cusId
        customerName
        platform
        status
        createdAt
      }
      requests {
        id
        cusId
        customerName
        platform
        points
        createdAt
      }
    }
  }
`);
