import type { HistoryKind } from '../__generated__/graphql';
import { translate } from './i18n';
import { shortOrderId } from './order-id';
import { displayPlatform } from './platforms';

/**
 * How a history row's points came (HistoryItem.kind), in words: "In-store bill", "Zomato order 7012…" (the order ID
 * shortened to its first 4 characters, when the request carried one; "Zomato order" without), "Reward claimed",
 * "Credit reversed". The customer's history and the staff console's "Last 5" say it the same way, in the app's language
 * (components re-render with useT when it changes).
 */
export function describeHistoryItem({ kind, platform, orderId }: { kind: HistoryKind; platform: string; orderId?: string | null }): string {
  const t = translate;
  switch (kind) {
    case 'inStoreBill':
      return t('history.kinds.inStoreBill');
    case 'onlineOrder': {
      const name = displayPlatform(platform);
      return orderId
        ? t('history.kinds.onlineOrderId', { platform: name, orderId: shortOrderId(orderId) })
        : t('history.kinds.onlineOrder', { platform: name });
    }
    case 'rewardClaimed':
      return t('history.kinds.rewardClaimed');
    case 'creditReversed':
      return t('history.kinds.creditReversed');
    case 'service':
      return t('history.kinds.service');
    default:
      // A kind this version does not know yet: its platform, as rows said before kinds.
      return displayPlatform(platform);
  }
}
