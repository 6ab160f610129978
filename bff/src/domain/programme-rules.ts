import type { RestaurantDoc } from './membership.js';

/** The reward's price as a customer meets it at `now`: an announced dearer price counts once its day has come. */
export interface RewardRules {
  minimumSpend: number;
  /** The announced dearer price, while its day has not come; null when none is announced. */
  pendingMinimumSpend: number | null;
  minimumSpendFrom: Date | null;
}

/**
 * The rules of a restaurant's programme at `now` (ADR 014): a dearer reward is announced with its date and
 * applies from then on, without anything being rewritten on the day; a cheaper one was written at once.
 */
export function rulesAt(restaurant: Pick<RestaurantDoc, 'minimumSpend' | 'pendingMinimumSpend' | 'minimumSpendFrom'>, now: Date): RewardRules {
  const pending = restaurant.pendingMinimumSpend ?? null;
  const from = restaurant.minimumSpendFrom?.toDate() ?? null;
  if (pending === null || from === null) return { minimumSpend: restaurant.minimumSpend, pendingMinimumSpend: null, minimumSpendFrom: null };
  if (now.getTime() >= from.getTime()) return { minimumSpend: pending, pendingMinimumSpend: null, minimumSpendFrom: null };
  return { minimumSpend: restaurant.minimumSpend, pendingMinimumSpend: pending, minimumSpendFrom: from };
}
