import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '../../components/carousel';
import { SupportContact } from '../../components/support-contact';
import { useT } from '../../lib/i18n';
import { useCurrentYear } from '../../lib/prerender';
import { BENEFIT_SLIDES } from './benefit-slides';
import { LandingHeader } from './landing-header';
import { usePosterRestaurantName } from './poster-restaurant';
import './landing.css';

const STEPS = ['account', 'add', 'earn'] as const;
/** What an owner gets at /owner (docs/product.md, "The owner area"). */
const OWNER_OFFERS = ['create', 'staff', 'reward', 'activity'] as const;

/** A section of the page, named by its heading; `id` is the anchor the header links to. */
function LandingSection({ id, title, tinted = false, children }: { id: string; title: string; tinted?: boolean; children: ReactNode }) {
  return (
    <section id={id} className={tinted ? 'section section--tinted' : 'section'} aria-labelledby={`${id}-title`}>
      <div className="section__inner">
        <h2 id={`${id}-title`} className="section__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

interface LandingPageProps {
  /** The login form of the hero (composed by the app, so features stay independent). */
  login: ReactNode;
}

/** `/`: tagline, hero with the phone login, how it works, benefits carousel, contact footer. */
export function LandingPage({ login }: LandingPageProps) {
  const year = useCurrentYear();
  const { t } = useT();
  const posterRestaurant = usePosterRestaurantName();
  return (
    <div className="landing">
      <a className="skip-link" href="#hero">
        {t('landing.skip')}
      </a>
      <LandingHeader />
      <main>
        <section id="hero" className="hero" aria-labelledby="hero-title">
          <div className="hero__inner">
            <div className="hero__copy">
              <p className="hero__eyebrow">{t('landing.eyebrow')}</p>
              <h1 tabIndex={-1} id="hero-title" className="hero__title">
                {t('landing.title')}
              </h1>
              <p className="hero__lead">{t('landing.lead')}</p>
            </div>
            <div className="hero__login card">
              <h2 className="hero__login-title">{t('landing.loginTitle')}</h2>
              {/* A counter poster's link opened signed out: what the login is for (the name comes from the server). */}
              <p className="hero__pending" aria-live="polite">
                {posterRestaurant ? t('landing.posterAdd', { name: posterRestaurant }) : null}
              </p>
              {login}
            </div>
          </div>
        </section>

        <LandingSection id="how-it-works" title={t('landing.nav.howItWorks')}>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="steps__title">{t(`landing.steps.${step}.title`)}</h3>
                <p className="steps__text">{t(`landing.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </LandingSection>

        <LandingSection id="benefits" title={t('landing.why')} tinted>
          <Carousel label={t('landing.nav.benefits')} slides={BENEFIT_SLIDES.map((slide) => t(slide))} />
        </LandingSection>

        {/* Restaurants' own door: plain markup and a link, no script of its own. */}
        <LandingSection id="for-restaurants" title={t('landing.nav.forRestaurants')}>
          <p className="owners__lead">{t('landing.owners.lead')}</p>
          <ul className="owners__list">
            {OWNER_OFFERS.map((offer) => (
              <li key={offer}>{t(`landing.owners.${offer}`)}</li>
            ))}
          </ul>
          <Link className="button button--secondary owners__link" to="/owner">
            {t('landing.owners.link')}
          </Link>
        </LandingSection>
      </main>

      <footer id="contact-us" className="landing-footer" aria-labelledby="contact-us-title">
        <div className="section__inner landing-footer__inner">
          <div>
            <h2 id="contact-us-title" className="landing-footer__title">
              {t('landing.nav.contact')}
            </h2>
            <p className="landing-footer__text">{t('landing.contactText')}</p>
          </div>
          <SupportContact className="support-contact support-contact--footer" />
        </div>
        <p className="landing-footer__legal">
          {t('landing.legal', { year })} · <Link to="/privacy">{t('common.privacyNotice')}</Link> ·{' '}
          <Link to="/owner">{t('landing.nav.forRestaurants')}</Link>
        </p>
      </footer>
    </div>
  );
}
