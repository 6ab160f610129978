import { lazy, Suspense, useState } from 'react';
import type { OwnerRestaurant_RestaurantFragment, RestaurantActivityQuery as ActivityResult } from './__generated__/graphql';
import { Spinner } from '../../components/spinner';
import { API_BASE } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { formatActivityDate } from './owner-dates';
import { useOwnerQuery } from './owner-data';
import { ownerErrorMessage } from './owner-graphql';
import { RestaurantActivityQuery } from './owner-operations';
import { OwnerQueryError } from './owner-query-error';

export const ACTIVITY_PAGE_SIZE = 20;

// Its words are the `rejection` texts: a chunk of their own, loaded when a rejection with a reason shows.
const RejectionReasonLine = lazy(() => import('../../components/rejection-reason-line'));

/** Load more: the next page after the pages shown (its cursor the one to ask with next). */
type ActivityItem = ActivityResult['restaurantActivity']['items'][number];

const appendPage = (shown: ActivityResult, next: ActivityResult): ActivityResult => ({
  restaurantActivity: { ...next.restaurantActivity, items: [...shown.restaurantActivity.items, ...next.restaurantActivity.items] },
});

const isRequestDecision = (kind: ActivityItem['kind']) => kind === 'requestApproved' || kind === 'requestRejected';
/** A rejection moved no points: the row says "rejected", not a 0 that reads as a zero-point credit. */
const isRejection = (kind: ActivityItem['kind']) => kind === 'claimRejected' || kind === 'requestRejected';

/**
 * A points request's decision: its order ID (or "No order ID"), what the staff member saw flagged when deciding and,
 * once rejected, why (as the customer was told).
 */
function RequestDetails({ item: { orderId, flags, rejectionReason, rejectionNote } }: { item: ActivityItem }) {
  const { t } = useT();
  const warnings = flags.filter((flag) => flag !== 'noOrderId');
  return (
    <span className="owner-activity__request">
      <span className={orderId ? 'owner-activity__order' : 'owner-activity__order owner-activity__flag'}>
        {orderId ? t('owner:activity.orderId', { orderId }) : t('owner:activity.noOrderId')}
      </span>
      {warnings.map((flag) => (
        <span key={flag} className="owner-activity__flag">
          {t(`owner:activity.flags.${flag}`)}
        </span>
      ))}
      {rejectionReason && (
        <Suspense fallback={null}>
          <RejectionReasonLine reason={rejectionReason} note={rejectionNote} className="owner-activity__reason" />
        </Suspense>
      )}
    </span>
  );
}

/** The restaurant's activity, newest first, a page at a time with Load more; and its two CSV downloads. */
export function ActivityView({ restaurant }: { restaurant: OwnerRestaurant_RestaurantFragment }) {
  const { t, language, formatNumber } = useT();
  const restaurantUid = restaurant.restaurantUid;
  const { data, error, refetch, fetchMore, loadingMore } = useOwnerQuery(RestaurantActivityQuery, { restaurantUid, first: ACTIVITY_PAGE_SIZE });
  const [moreError, setMoreError] = useState<string | null>(null);
  const page = data?.restaurantActivity;
  // In the language of this screen: the file's headers and words (its numbers stay numbers).
  const csv = (file: string) => `${API_BASE}/owner/restaurants/${encodeURIComponent(restaurantUid)}/${file}?lang=${language}`;

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setMoreError(null);
    try {
      await fetchMore({ after: page.nextCursor }, appendPage);
    } catch (failure) {
      setMoreError(ownerErrorMessage(failure, t('owner:activity.moreFailed')));
    }
  };

  return (
    <div className="owner-stack">
      <section className="card" aria-labelledby="owner-downloads-title">
        <h2 id="owner-downloads-title" className="owner-section__title">
          {t('owner:activity.downloads')}
        </h2>
        <div className="owner-actions owner-actions--stack">
          <a className="button button--secondary" href={csv('members.csv')} download>
            {t('owner:activity.membersCsv')}
          </a>
          <a className="button button--secondary" href={csv('activity.csv')} download>
            {t('owner:activity.activityCsv')}
          </a>
        </div>
      </section>
      <section className="card" aria-labelledby="owner-activity-title">
        <h2 id="owner-activity-title" className="owner-section__title">
          {t('owner:activity.title')}
        </h2>
        {page ? (
          page.items.length === 0 ? (
            <p className="owner-empty-line">{t('owner:activity.empty')}</p>
          ) : (
            <>
              {/* A scrolling region a keyboard can reach, named by the table's caption (the card is named by its heading).
                  On a phone each row is a card (owner.css, .owner-table--cards): the same table, laid out in rows. */}
              <div className="owner-table-wrap" role="region" aria-labelledby="owner-activity-caption" tabIndex={0}>
                <table className="owner-table owner-table--cards">
                  <caption id="owner-activity-caption" className="visually-hidden">
                    {t('owner:activity.caption', { name: restaurant.name })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('common.date')}</th>
                      <th scope="col">{t('owner:activity.what')}</th>
                      <th scope="col">{t('common.customerId')}</th>
                      <th scope="col">{t('owner:activity.customer')}</th>
                      <th scope="col">{t('common.points')}</th>
                      <th scope="col">{t('owner:activity.staff')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((item) => (
                      <tr key={item.id}>
                        <td className="owner-table__date">{formatActivityDate(item.createdAt, language)}</td>
                        <td className="owner-table__what">
                          {t(`owner:activity.kinds.${item.kind}`)}
                          {isRequestDecision(item.kind) && <RequestDetails item={item} />}
                        </td>
                        <td className="owner-table__number owner-table__customer" data-label={t('common.customerId')}>
                          {item.cusId}
                        </td>
                        <td className="owner-table__name" data-label={t('owner:activity.customer')}>
                          {item.customerName ?? <span className="owner-activity__gone">{t('owner:activity.customerGone')}</span>}
                        </td>
                        <td className="owner-table__number owner-table__points">
                          {isRejection(item.kind)
                            ? t('owner:activity.rejected')
                            : item.points > 0
                              ? `+${formatNumber(item.points)}`
                              : formatNumber(item.points)}
                        </td>
                        <td className="owner-table__email" data-label={t('owner:activity.staff')}>
                          {item.staffEmail}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {moreError && (
                <p className="form-alert" role="alert">
                  {moreError}
                </p>
              )}
              {page.nextCursor && (
                <button type="button" className="button button--secondary" disabled={loadingMore} onClick={() => void loadMore()}>
                  {loadingMore ? t('common.loading') : t('owner:activity.loadMore')}
                </button>
              )}
            </>
          )
        ) : error ? (
          <OwnerQueryError error={error} onRetry={() => void refetch().catch(() => {})} />
        ) : (
          <Spinner label={t('owner:activity.loading')} />
        )}
      </section>
    </div>
  );
}
