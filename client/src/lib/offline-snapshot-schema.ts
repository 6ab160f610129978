// zod's mini build: the same checks, a fraction of the bytes. In a chunk of its own (lib/offline-snapshot.ts
// loads it once the customer area has painted): nothing on a screen's first paint needs it.
import { z } from 'zod/mini';
import { MAX_RESTAURANTS } from './offline-snapshot';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const count = z.int().check(z.minimum(0), z.maximum(1_000_000_000));

const detailsSchema = z.object({
  resId: text(40),
  reward: text(500),
  cusId: text(40),
});

const restaurantSchema = z.object({
  restaurantUid: text(128),
  restaurantName: text(200),
  points: count,
  minimumSpend: count,
  // Kept only when there is one (a snapshot saved before they existed reads as none): an announced dearer reward
  // and the day it applies (ISO), and a paused programme.
  pendingMinimumSpend: z.optional(count),
  minimumSpendFrom: z.optional(text(40)),
  suspended: z.optional(z.literal(true)),
});

export const snapshotSchema = z.object({
  version: z.literal(1),
  uid: text(128),
  /** When the restaurant list (and so every points figure here) was last received from the server, epoch ms. */
  savedAt: z.int().check(z.positive()),
  /** The session as GET /auth/customer/me answered it (only a customer with a profile reaches the list). */
  me: z.object({
    role: z.literal('customer'),
    profileSet: z.literal(true),
    phoneNumber: z.nullable(z.string().check(z.maxLength(32))),
    email: z.nullable(z.string().check(z.maxLength(320))),
  }),
  firstName: z.nullable(z.string().check(z.maxLength(100))),
  restaurants: z.array(restaurantSchema).check(z.maxLength(MAX_RESTAURANTS)),
  /** By restaurantUid: what each restaurant's screen showed last (it may be saved before the list that holds it). */
  details: z.record(text(128), detailsSchema),
});

export type OfflineSnapshot = z.infer<typeof snapshotSchema>;
export type OfflineRestaurant = z.infer<typeof restaurantSchema>;
export type OfflineDetails = z.infer<typeof detailsSchema>;
export type OfflineMe = OfflineSnapshot['me'];
