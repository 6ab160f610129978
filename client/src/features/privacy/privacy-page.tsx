import { PRIVACY_NOTICE } from '@foodspot/schema/privacy-notice';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '../../components/brand';
import { GrievanceContact } from '../../components/grievance-contact';
import { LanguageSwitch } from '../../components/language-switch';
import { OwnerDoor } from '../../components/owner-door';
import { noticeDate } from '../../lib/notice-date';
import { useT, withTags } from '../../lib/i18n';
import { usePrivacyTexts } from './privacy-texts';
import './privacy.css';

const UNTIL_DELETED = 'privacy:notice.data.untilDeleted';
/** The kinds of personal data the notice lists, in its order (texts: privacy:notice.data.items.<key>), and how long each is kept. */
const DATA_ITEMS = [
  { key: 'phone', howLong: UNTIL_DELETED },
  { key: 'name', howLong: UNTIL_DELETED },
  { key: 'email', howLong: UNTIL_DELETED },
  { key: 'pin', howLong: UNTIL_DELETED },
  { key: 'restaurants', howLong: 'privacy:notice.data.items.restaurants.howLong' },
  { key: 'language', howLong: 'privacy:notice.data.items.language.howLong' },
  { key: 'sessions', howLong: 'privacy:notice.data.items.sessions.howLong' },
  { key: 'consents', howLong: UNTIL_DELETED },
] as const;

const SECTIONS = [
  { id: 'data', title: 'privacy:notice.data.title' },
  { id: 'who-sees-it', title: 'privacy:notice.sees.title' },
  { id: 'consent', title: 'privacy:notice.consent.title' },
  { id: 'rights', title: 'privacy:notice.rights.title' },
  { id: 'grievance', title: 'privacy:notice.grievance.title' },
  { id: 'board', title: 'privacy:notice.board.title' },
] as const;

export const DATA_PROTECTION_BOARD_URL = 'https://www.dpboard.gov.in';

const tags = {
  b: (words: string) => <strong>{words}</strong>,
  profile: (words: string) => <Link to="/profile">{words}</Link>,
  board: (words: string) => (
    <a href={DATA_PROTECTION_BOARD_URL} target="_blank" rel="noreferrer">
      {words}
    </a>
  ),
} satisfies Record<string, (words: string) => ReactNode>;

/**
 * `/privacy`: the privacy notice (docs/privacy.md), for anyone, signed in or not. Prerendered like `/` (its own lazy
 * chunk, so the landing and /home bundles do not carry it), in English and Hindi. The grievance officer comes from
 * the run-time config (components/grievance-contact.tsx).
 */
export default function PrivacyPage() {
  usePrivacyTexts();
  const { t, language } = useT();
  return (
    <div className="privacy">
      <header className="privacy-header">
        <div className="privacy-header__inner">
          <Brand to="/" className="privacy-header__brand" />
          <LanguageSwitch className="privacy-header__language" compact />
        </div>
      </header>
      <main className="privacy-page">
        <article className="privacy-page__article" aria-labelledby="privacy-title">
          <h1 tabIndex={-1} id="privacy-title" className="privacy-page__title">
            {t('privacy:notice.title')}
          </h1>
          <p className="privacy-page__version">
            {t('privacy:notice.version', { version: PRIVACY_NOTICE.version, date: noticeDate(PRIVACY_NOTICE.updatedAt, language) })}
          </p>
          <p className="privacy-page__lead">{t('privacy:notice.lead')}</p>

          <nav className="privacy-page__contents" aria-label={t('privacy:notice.contentsLabel')}>
            <ul>
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{t(section.title)}</a>
                </li>
              ))}
            </ul>
          </nav>

          <section id="data" className="privacy-page__section" aria-labelledby="data-title">
            <h2 id="data-title">{t('privacy:notice.data.title')}</h2>
            <ul className="privacy-data">
              {DATA_ITEMS.map(({ key, howLong }) => {
                const item = `privacy:notice.data.items.${key}` as const;
                return (
                  <li key={key} className="privacy-data__item">
                    <h3 className="privacy-data__name">{t(`${item}.name`)}</h3>
                    <dl className="privacy-data__facts">
                      <dt>{t('privacy:notice.data.why')}</dt>
                      <dd>{t(`${item}.why`)}</dd>
                      <dt>{t('privacy:notice.data.howLong')}</dt>
                      <dd>{t(howLong)}</dd>
                    </dl>
                  </li>
                );
              })}
            </ul>
          </section>

          <section id="who-sees-it" className="privacy-page__section" aria-labelledby="who-sees-it-title">
            <h2 id="who-sees-it-title">{t('privacy:notice.sees.title')}</h2>
            <p>{t('privacy:notice.sees.restaurant')}</p>
            <p>{t('privacy:notice.sees.pin')}</p>
            <p>{t('privacy:notice.sees.providers')}</p>
          </section>

          <section id="consent" className="privacy-page__section" aria-labelledby="consent-title">
            <h2 id="consent-title">{t('privacy:notice.consent.title')}</h2>
            <p>{t('privacy:notice.consent.body')}</p>
            <p>{withTags(t('privacy:notice.consent.withdraw'), tags)}</p>
          </section>

          <section id="rights" className="privacy-page__section" aria-labelledby="rights-title">
            <h2 id="rights-title">{t('privacy:notice.rights.title')}</h2>
            <ul className="privacy-page__rights">
              {(['access', 'correct', 'erase', 'grievance', 'nominate'] as const).map((right) => (
                <li key={right}>{withTags(t(`privacy:notice.rights.${right}`), tags)}</li>
              ))}
            </ul>
          </section>

          <section id="grievance" className="privacy-page__section" aria-labelledby="grievance-title">
            <h2 id="grievance-title">{t('privacy:notice.grievance.title')}</h2>
            <p>{t('privacy:notice.grievance.body')}</p>
            <GrievanceContact />
          </section>

          <section id="board" className="privacy-page__section" aria-labelledby="board-title">
            <h2 id="board-title">{t('privacy:notice.board.title')}</h2>
            <p>{withTags(t('privacy:notice.board.body'), tags)}</p>
          </section>

          <p className="privacy-page__back">
            <Link to="/">{t('privacy:notice.back')}</Link>
          </p>
          <OwnerDoor />
        </article>
      </main>
    </div>
  );
}
