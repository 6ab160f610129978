import { graphql } from './__generated__/gql';

/** What the owner area shows and edits of a restaurant: every screen of it reads this from the list's answer. */
export const OwnerRestaurantFragment = graphql(`
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
`);

/** The owner's restaurants, oldest first: the list, and the restaurant a screen under /owner/r/:restaurantUid shows. */
export const OwnerRestaurantsRouteQuery = graphql(`
  query OwnerRestaurantsRouteQuery {
    ownerRestaurants {
      ...OwnerRestaurant_restaurant
    }
  }
`);

export const CreateRestaurantMutation = graphql(`
  mutation CreateRestaurant($input: RestaurantInput!) {
    createRestaurant(input: $input) {
      ...OwnerRestaurant_restaurant
    }
  }
`);

export const UpdateRestaurantMutation = graphql(`
  mutation UpdateRestaurant($restaurantUid: ID!, $input: RestaurantInput!) {
    updateRestaurant(restaurantUid: $restaurantUid, input: $input) {
      ...OwnerRestaurant_restaurant
    }
  }
`);

export const RestaurantStaffQuery = graphql(`
  query RestaurantStaff($restaurantUid: ID!) {
    restaurantStaff(restaurantUid: $restaurantUid) {
      staffUid
      email
    }
  }
`);

export const AddStaffMutation = graphql(`
  mutation AddStaff($restaurantUid: ID!, $email: String!) {
    addStaff(restaurantUid: $restaurantUid, email: $email) {
      staffUid
      email
      setPasswordLink
    }
  }
`);

export const RemoveStaffMutation = graphql(`
  mutation RemoveStaff($restaurantUid: ID!, $staffUid: ID!) {
    removeStaff(restaurantUid: $restaurantUid, staffUid: $staffUid)
  }
`);

/** Lets cashiers credit a Customer ID again at once after wrong PINs locked it (the owner checked the customer). */
export const LiftPinLockMutation = graphql(`
  mutation LiftPinLock($restaurantUid: ID!, $cusId: String!) {
    liftPinLock(restaurantUid: $restaurantUid, cusId: $cusId) {
      cusId
      customerName
      wasLocked
    }
  }
`);

export const RestaurantDashboardQuery = graphql(`
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
`);

export const RestaurantActivityQuery = graphql(`
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
`);
