import { useQuery } from '@apollo/client/react';
import { formatIndianDate } from '@foodspot/schema/dates';
import { readablePhone } from '@foodspot/schema/phone';
import { graphql } from '../../__generated__/gql';
import type { YourDataRouteQueryQuery } from '../../__generated__/graphql';
import { BackLink } from '../../components/back-link';
import { DecisionStatusBadge } from '../../components/decision-status';
import { FactList } from '../../components/fact-list';
import { rejectionFacts } from '../../components/rejection-reason';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { displayDate } from '../../lib/dates';
import { describeHistoryItem } from '../../lib/history-kinds';
import { localeOf, useT, type Language } from '../../lib/i18n';
import { displayPlatform } from '../../lib/platforms';
import { useRejectionTexts } from '../../lib/rejection-texts';
import { useYourDataTexts } from './your-data-texts';
import './your-data.css';

// The whole "Download my data" file in one request; `me` carries the layout's greeting too (HomeGreeting_viewer).
export const YourDataRouteQuery = graphql(`
  query YourDataRouteQuery {
    me {
      ...HomeGreeting_viewer
      dataExport {
        exportedAt
        profile {
          firstName
          lastName
          phone
          email
          pin
        }
        memberships {
          restaurantName
          resId
          cusId
          points
          history {
            pointsId
            platform
            kind
            orderId
            points
            createdAt
            formattedDate
          }
          claims {
            id
            platform
            status
            createdAt
            formattedDate
            reward
            cost
          }
          requests {
            id
            platform
            orderId
            points
            status
            rejectionReason
            rejectionNote
            createdAt
            formattedDate
          }
        }
        consents {
          noticeVersion
          givenAt
        }
        signIns {
          method
          signInWith
          accountCreatedAt
          lastSignInAt
          loggedOutSessions {
            loggedOutAt
            refusedUntil
          }
          wrongPinsAtTills {
            wrongPins
            countingSince
            lockedUntil
          }
          deletionPinGuesses {
            wrongPins
            since
            pausedUntil
          }
        }
        notes {
          about
          text
        }
      }
    }
  }
`);

type DataExport = NonNullable<YourDataRouteQueryQuery['me']['dataExport']>;
type ExportedMembership = DataExport['memberships'][number];

/** An ISO time as the app shows dates: India Standard Time, in the app's language. */
function showDate(iso: string | null | undefined, language: Language): string | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? formatIndianDate(date, localeOf(language) === 'hi-IN' ? 'hi-IN' : 'en-IN') : null;
}

/**
 * `/home/your-data`: the "Download my data" file as a page a person reads (and prints), in their language: profile,
 * sign-in records, every restaurant with its claims, requests and history, consents, and what is kept nowhere we see.
 */
export default function YourDataPage() {
  useYourDataTexts();
  const { t, language } = useT();
  // Never from the cache: the page says "as of" now, and what it shows changes elsewhere (tills, other devices).
  const { data, error, refetch, loading } = useQuery(YourDataRouteQuery, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const exported = data?.me.dataExport;

  return (
    <article className="home-page your-data-page" aria-labelledby="your-data-title">
      <h1 tabIndex={-1} id="your-data-title" className="home-page__title">
        {t('yourData:title')}
      </h1>
      {loading && !exported ? (
        <Spinner />
      ) : !exported ? (
        <QueryError error={error} onRetry={() => void refetch().catch(() => {})} fallback={t('yourData:loadFailed')} />
      ) : (
        <YourData exported={exported} language={language} />
      )}
    </article>
  );
}

function YourData({ exported, language }: { exported: DataExport; language: Language }) {
  const { t } = useT();
  return (
    <>
      <p className="your-data-page__lead">{t('yourData:lead', { date: showDate(exported.exportedAt, language) })}</p>
      <div className="your-data-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('yourData:print')}
        </button>
        <BackLink to="/profile" label={t('yourData:backToProfile')} />
      </div>
      <ProfileSection profile={exported.profile} />
      <SignInSection signIns={exported.signIns} language={language} />
      <section className="your-data-page__section" aria-labelledby="your-data-restaurants">
        <h2 id="your-data-restaurants">{t('yourData:restaurants.title')}</h2>
        {exported.memberships.length === 0 ? (
          <p>{t('yourData:restaurants.empty')}</p>
        ) : (
          exported.memberships.map((membership, index) => (
            <MembershipSection key={membership.resId || index} id={`your-data-restaurant-${index}`} membership={membership} language={language} />
          ))
        )}
      </section>
      <ConsentSection consents={exported.consents} language={language} />
      <section className="your-data-page__section" aria-labelledby="your-data-notes">
        <h2 id="your-data-notes">{t('yourData:notes.title')}</h2>
        <ul className="your-data-page__notes">
          {exported.notes.map((note) => (
            // The server's English for a note this version does not know yet.
            <li key={note.about}>{note.about in NOTE_KEYS ? t(NOTE_KEYS[note.about]) : note.text}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

const NOTE_KEYS = { deviceLanguage: 'yourData:notes.deviceLanguage', activeSessions: 'yourData:notes.activeSessions' } as const;

function ProfileSection({ profile }: { profile: DataExport['profile'] }) {
  const { t } = useT();
  return (
    <section className="your-data-page__section" aria-labelledby="your-data-profile">
      <h2 id="your-data-profile">{t('yourData:profile.title')}</h2>
      {profile ? (
        <FactList
          className="latest-facts your-data-page__facts"
          facts={[
            { label: t('yourData:profile.name'), value: `${profile.firstName} ${profile.lastName}`, wide: true },
            { label: t('yourData:profile.phone'), value: readablePhone(profile.phone) },
            { label: t('yourData:profile.pin'), value: profile.pin },
            { label: t('yourData:profile.email'), value: profile.email ?? t('yourData:profile.noEmail'), wide: true },
          ]}
        />
      ) : (
        <p>{t('yourData:profile.notSet')}</p>
      )}
    </section>
  );
}

function SignInSection({ signIns, language }: { signIns: DataExport['signIns']; language: Language }) {
  const { t } = useT();
  const unknown = t('yourData:signIns.unknown');
  const tills = signIns.wrongPinsAtTills;
  const deletion = signIns.deletionPinGuesses;
  return (
    <section className="your-data-page__section" aria-labelledby="your-data-sign-ins">
      <h2 id="your-data-sign-ins">{t('yourData:signIns.title')}</h2>
      <FactList
        className="latest-facts your-data-page__facts"
        facts={[
          { label: t('yourData:signIns.method'), value: signIns.method ? t(`yourData:signIns.methods.${signIns.method}`) : unknown, wide: true },
          { label: t('yourData:signIns.signInWith'), value: signIns.signInWith ? readablePhone(signIns.signInWith) : unknown, wide: true },
          { label: t('yourData:signIns.accountCreated'), value: showDate(signIns.accountCreatedAt, language) ?? unknown },
          { label: t('yourData:signIns.lastSignIn'), value: showDate(signIns.lastSignInAt, language) ?? unknown },
          {
            label: t('yourData:signIns.tills'),
            wide: true,
            value: tills ? (
              <>
                {t('yourData:signIns.tillsCount', { count: tills.wrongPins, date: showDate(tills.countingSince, language) })}
                {tills.lockedUntil && (
                  <span className="your-data-page__block">{t('yourData:signIns.lockedUntil', { date: showDate(tills.lockedUntil, language) })}</span>
                )}
              </>
            ) : (
              t('yourData:none')
            ),
          },
          {
            label: t('yourData:signIns.deletion'),
            wide: true,
            value: deletion ? (
              <>
                {t('yourData:signIns.deletionCount', { count: deletion.wrongPins, date: showDate(deletion.since, language) })}
                {deletion.pausedUntil && (
                  <span className="your-data-page__block">
                    {t('yourData:signIns.pausedUntil', { date: showDate(deletion.pausedUntil, language) })}
                  </span>
                )}
              </>
            ) : (
              t('yourData:none')
            ),
          },
        ]}
      />
      <h3>{t('yourData:signIns.loggedOut')}</h3>
      {signIns.loggedOutSessions.length === 0 ? (
        <p>{t('yourData:none')}</p>
      ) : (
        <div className="card your-data-page__table-card">
          <table className="your-data-table">
            <caption className="visually-hidden">{t('yourData:signIns.loggedOutCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('yourData:signIns.loggedOutAt')}</th>
                <th scope="col">{t('yourData:signIns.refusedUntil')}</th>
              </tr>
            </thead>
            <tbody>
              {signIns.loggedOutSessions.map((session, index) => (
                <tr key={`${session.refusedUntil}-${index}`}>
                  <td>{showDate(session.loggedOutAt, language) ?? t('yourData:signIns.loggedOutUnknown')}</td>
                  <td>{showDate(session.refusedUntil, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function MembershipSection({ id, membership, language }: { id: string; membership: ExportedMembership; language: Language }) {
  useRejectionTexts();
  const { t, formatNumber } = useT();
  const restaurant = membership.restaurantName;
  return (
    <section className="your-data-page__restaurant" aria-labelledby={id}>
      <h3 id={id}>{restaurant}</h3>
      <FactList
        className="latest-facts your-data-page__facts"
        facts={[
          { label: t('yourData:restaurants.resId'), value: membership.resId },
          { label: t('yourData:restaurants.cusId'), value: membership.cusId },
          { label: t('yourData:restaurants.points'), value: formatNumber(membership.points) },
        ]}
      />

      <h4>{t('yourData:restaurants.claims')}</h4>
      {membership.claims.length === 0 ? (
        <p>{t('yourData:none')}</p>
      ) : (
        <ul className="your-data-page__items" aria-label={t('yourData:restaurants.claimsLabel', { restaurant })}>
          {membership.claims.map((claim) => (
            <li key={claim.id} className="card your-data-page__item">
              <FactList
                className="latest-facts"
                facts={[
                  { label: t('yourData:restaurants.reward'), value: claim.reward, wide: true },
                  { label: t('yourData:restaurants.cost'), value: t('yourData:restaurants.costPoints', { points: claim.cost }) },
                  { label: t('yourData:common.status'), value: <DecisionStatusBadge status={claim.status} /> },
                  { label: t('yourData:common.date'), value: displayDate(claim, language) },
                  { label: t('yourData:common.platform'), value: displayPlatform(claim.platform) },
                ]}
              />
            </li>
          ))}
        </ul>
      )}

      <h4>{t('yourData:restaurants.requests')}</h4>
      {membership.requests.length === 0 ? (
        <p>{t('yourData:none')}</p>
      ) : (
        <ul className="your-data-page__items" aria-label={t('yourData:restaurants.requestsLabel', { restaurant })}>
          {membership.requests.map((request) => (
            <li key={request.id} className="card your-data-page__item">
              <FactList
                className="latest-facts"
                facts={[
                  { label: t('yourData:common.platform'), value: displayPlatform(request.platform) },
                  { label: t('yourData:common.status'), value: <DecisionStatusBadge status={request.status} /> },
                  { label: t('yourData:common.date'), value: displayDate(request, language) },
                  ...(request.points !== null ? [{ label: t('yourData:restaurants.approvedPoints'), value: formatNumber(request.points) }] : []),
                  ...(request.orderId ? [{ label: t('yourData:restaurants.orderId'), value: request.orderId, wide: true }] : []),
                  ...rejectionFacts(request, t('rejection:label')),
                ]}
              />
            </li>
          ))}
        </ul>
      )}

      <h4>{t('yourData:restaurants.history')}</h4>
      {membership.history.length === 0 ? (
        <p>{t('yourData:none')}</p>
      ) : (
        <div className="card your-data-page__table-card">
          <table className="your-data-table">
            <caption className="visually-hidden">{t('yourData:restaurants.historyCaption', { restaurant })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('yourData:common.date')}</th>
                <th scope="col">{t('yourData:restaurants.what')}</th>
                <th scope="col">{t('yourData:common.points')}</th>
              </tr>
            </thead>
            <tbody>
              {membership.history.map((item) => (
                <tr key={item.pointsId}>
                  <td>{displayDate(item, language)}</td>
                  <td>{describeHistoryItem(item)}</td>
                  <td className="your-data-table__points">
                    {item.points >= 0 ? '+' : '-'}
                    {formatNumber(Math.abs(item.points))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ConsentSection({ consents, language }: { consents: DataExport['consents']; language: Language }) {
  const { t } = useT();
  return (
    <section className="your-data-page__section" aria-labelledby="your-data-consents">
      <h2 id="your-data-consents">{t('yourData:consents.title')}</h2>
      {consents.length === 0 ? (
        <p>{t('yourData:none')}</p>
      ) : (
        <div className="card your-data-page__table-card">
          <table className="your-data-table">
            <caption className="visually-hidden">{t('yourData:consents.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('yourData:consents.version')}</th>
                <th scope="col">{t('yourData:consents.givenAt')}</th>
              </tr>
            </thead>
            <tbody>
              {consents.map((consent) => (
                <tr key={`${consent.noticeVersion}-${consent.givenAt}`}>
                  <td>{consent.noticeVersion}</td>
                  <td>{showDate(consent.givenAt, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
