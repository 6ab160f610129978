import type { ReactNode } from 'react';
import { Carousel } from '../../components/carousel';
import { SupportContact } from '../../components/support-contact';
import { useCurrentYear } from '../../lib/prerender';
import { BENEFIT_SLIDES } from './benefit-slides';
import { LandingHeader } from './landing-header';
import './landing.css';

const STEPS = [
  {
    title: 'Create a free account',
    text: 'Log in with your phone number or email in seconds. It costs nothing.',
  },
  {
    title: 'Add your food spots',
    text: 'Add the restaurants you love with their public restaurant ID.',
  },
  {
    title: 'Earn and redeem points',
    text: 'Collect points on in-store and online orders, then claim rewards on Zomato, Swiggy or at the counter.',
  },
] as const;

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
  return (
    <div className="landing">
      <a className="skip-link" href="#hero">
        Skip to log in
      </a>
      <LandingHeader />
      <main>
        <section id="hero" className="hero" aria-labelledby="hero-title">
          <div className="hero__inner">
            <div className="hero__copy">
              <p className="hero__eyebrow">Loyalty rewards for food lovers</p>
              <h1 id="hero-title" className="hero__title">
                Get rewarded for your loyalty
              </h1>
              <p className="hero__lead">
                All your food spot loyalty programmes in one place. Earn points for in-store and online orders and claim rewards wherever you order.
              </p>
            </div>
            <div className="hero__login card">
              <h2 className="hero__login-title">Log in or sign up</h2>
              {login}
            </div>
          </div>
        </section>

        <LandingSection id="how-it-works" title="How it works">
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="steps__title">{step.title}</h3>
                <p className="steps__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </LandingSection>

        <LandingSection id="benefits" title="Why Foodspot Rewards" tinted>
          <Carousel label="Benefits" slides={BENEFIT_SLIDES} />
        </LandingSection>
      </main>

      <footer id="contact-us" className="landing-footer" aria-labelledby="contact-us-title">
        <div className="section__inner landing-footer__inner">
          <div>
            <h2 id="contact-us-title" className="landing-footer__title">
              Contact us
            </h2>
            <p className="landing-footer__text">Questions about your points or rewards? We are happy to help.</p>
          </div>
          <SupportContact className="support-contact support-contact--footer" />
        </div>
        <p className="landing-footer__legal">© {year} Foodspot Rewards</p>
      </footer>
    </div>
  );
}
