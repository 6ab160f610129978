import { CONSENT_VERSION_STALE, PRIVACY_NOTICE } from '@foodspot/schema/privacy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { noticeDate } from '../../lib/notice-date';
import { rememberReturnTo } from '../../lib/return-to';
import type { Me } from '../../lib/session';
import { CUSTOMER, VIEWER } from '../../test/customer-area';
import { renderApp, setAppConfig } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';
import { withoutSignedInHint } from '../../test/session-hint';

const location = () => screen.getByTestId('location');
const CONSENTED = { message: 'Thank you. Your consent is recorded.', consentCurrent: true };
const STALE = () => HttpResponse.json({ error: CONSENT_VERSION_STALE, code: 'CONSENT_VERSION' }, { status: 400 });

/**
 * A customer with a profile who has not agreed to the current notice. POST /customer/consent is answered by `answer`
 * (each body kept in `consents`) and, when it agrees, `me` says consentCurrent from then on.
 */
function customerWithoutConsent(answer: (body: { noticeVersion: string }) => Response = () => HttpResponse.json(CONSENTED)) {
  const consents: unknown[] = [];
  let me: Me = { ...CUSTOMER, consentCurrent: false };
  server.use(
    http.get('/api/v1/auth/customer/me', () => HttpResponse.json(me)),
    http.post('/api/v1/customer/consent', async ({ request }) => {
      const body = (await request.json()) as { noticeVersion: string };
      consents.push(body);
      const response = answer(body);
      if (response.ok) me = { ...me, consentCurrent: true };
      return response;
    }),
    graphql.query('HomeLayoutRouteQuery', () => HttpResponse.json({ data: { me: VIEWER } })),
    graphql.query('RestaurantsRouteQuery', () => HttpResponse.json({ data: { me: VIEWER, restaurants: [] } })),
  );
  return consents;
}

const agreeBox = () => screen.getByRole('checkbox', { name: 'I agree to the privacy notice' });
const agreeButton = () => screen.getByRole('button', { name: 'Agree and continue' });

describe('the consent screen and the customer guard', () => {
  it('sends a customer with a profile but without consent to /consent before /home, and on to where they were going after it', async () => {
    const consents = customerWithoutConsent();
    const user = userEvent.setup();
    renderApp('/home/contact-us');

    await waitFor(() => expect(location()).toHaveTextContent('/consent'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our privacy notice' })).toBeInTheDocument();
    expect(screen.getByText(/Never your PIN/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the full privacy notice' })).toHaveAttribute('href', '/privacy');
    expect(agreeBox()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    // Not ticked: a readable error at the box, nothing sent.
    await user.click(agreeButton());
    expect(await screen.findByText('Tick the box to agree to the privacy notice.')).toBeInTheDocument();
    expect(agreeBox()).toHaveAttribute('aria-invalid', 'true');
    expect(agreeBox()).toHaveFocus();
    expect(consents).toEqual([]);

    await user.click(agreeBox());
    await user.click(agreeButton());

    await waitFor(() => expect(location()).toHaveTextContent('/home/contact-us'));
    expect(consents).toEqual([{ noticeVersion: PRIVACY_NOTICE.version }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  });

  it('after consent goes to /home when nothing was remembered, and leaves a customer who agreed already alone', async () => {
    customerWithoutConsent();
    const user = userEvent.setup();
    renderApp('/consent');

    await user.click(await screen.findByRole('checkbox', { name: 'I agree to the privacy notice' }));
    await user.click(agreeButton());

    await waitFor(() => expect(location()).toHaveTextContent(/^\/home$/));
    expect(await screen.findByText('Hi, Priya!')).toBeInTheDocument();
  });

  it('sends a customer who agreed already from /consent on to /home', async () => {
    customerWithoutConsent();
    server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json(CUSTOMER)));
    rememberReturnTo('/home/add-restaurant');
    renderApp('/consent');

    await waitFor(() => expect(location()).toHaveTextContent('/home/add-restaurant'));
  });

  it('a notice changed meanwhile (CONSENT_VERSION): says so, asks again, and agrees to the version the server names now', async () => {
    const consents = customerWithoutConsent(({ noticeVersion }) => (noticeVersion === '2026-12-24' ? HttpResponse.json(CONSENTED) : STALE()));
    const notices = recordRequests();
    server.use(http.get('/api/v1/privacy-notice', () => HttpResponse.json({ version: '2026-12-24', updatedAt: '2026-12-24T00:00:00.000Z' })));
    const user = userEvent.setup();
    renderApp('/consent');

    await user.click(await screen.findByRole('checkbox', { name: 'I agree to the privacy notice' }));
    await user.click(agreeButton());

    expect(await screen.findByText(CONSENT_VERSION_STALE)).toBeInTheDocument();
    expect(agreeBox()).not.toBeChecked();
    expect(location()).toHaveTextContent('/consent');
    expect(notices).toContain('GET /api/v1/privacy-notice');
    expect(await screen.findByText('Privacy notice of 24 December 2026')).toBeInTheDocument();

    await user.click(agreeBox());
    await user.click(agreeButton());

    await waitFor(() => expect(location()).toHaveTextContent(/^\/home$/));
    expect(consents).toEqual([{ noticeVersion: PRIVACY_NOTICE.version }, { noticeVersion: '2026-12-24' }]);
  });

  it('shows another refusal as it is, and keeps the box ticked', async () => {
    customerWithoutConsent(() => HttpResponse.json({ error: 'Too many requests. Please wait a minute.', code: 'RATE_LIMITED' }, { status: 429 }));
    const user = userEvent.setup();
    renderApp('/consent');

    await user.click(await screen.findByRole('checkbox', { name: 'I agree to the privacy notice' }));
    await user.click(agreeButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute.');
    expect(agreeBox()).toBeChecked();
    expect(location()).toHaveTextContent('/consent');
  });

  it('has a way out: Log out ends the session and goes to /', async () => {
    customerWithoutConsent();
    const requests = recordRequests();
    server.use(http.post('/api/v1/auth/customer/logout', () => HttpResponse.json({ message: 'Logged out' })));
    const user = userEvent.setup();
    renderApp('/consent');

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(requests).toContain('POST /api/v1/auth/customer/logout');
    expect(requests).not.toContain('POST /api/v1/customer/consent');
  });

  it('sends a customer without a profile to /profile, and nobody to /consent without a session', async () => {
    server.use(http.get('/api/v1/auth/customer/me', () => HttpResponse.json({ ...CUSTOMER, profileSet: false, consentCurrent: false })));
    renderApp('/consent');
    await waitFor(() => expect(location()).toHaveTextContent('/profile'));
  });

  it('shows the screen in Hindi on a device that chose it', async () => {
    customerWithoutConsent();
    await setLanguage('hi');
    renderApp('/consent');

    expect(await screen.findByRole('heading', { level: 1, name: 'हमारी निजता सूचना' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'मैं निजता सूचना से सहमत हूँ' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'सहमत हूँ और आगे बढ़ें' })).toBeInTheDocument();
  });
});

describe('/privacy', () => {
  it('is open to anyone (no session asked), with every kind of data, who sees it, the rights and the Board', async () => {
    withoutSignedInHint();
    setAppConfig({ grievance: { name: 'Priya Nair', email: 'privacy@restaurant.in' } });
    const requests = recordRequests();
    renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByText(`Version ${PRIVACY_NOTICE.version} · Updated ${noticeDate(PRIVACY_NOTICE.updatedAt, 'en')}`)).toBeInTheDocument();
    for (const item of [
      'Your phone number',
      'Your first and last name',
      'Your email address (if you give one)',
      'Your 4-digit PIN',
      'Your points, history, claims and points requests at each restaurant in your list',
      'Your language choice (English or हिन्दी)',
      'Sign-in records',
      'Consent records: which version of this notice you agreed to, and when',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: item })).toBeInTheDocument();
    }
    expect(screen.getByText('Up to 5 days, the longest a sign-in lasts.')).toBeInTheDocument();
    expect(screen.getByText('Until you delete that restaurant from your list, or your account.')).toBeInTheDocument();
    expect(screen.getByText(/Staff never see your PIN in their app/)).toBeInTheDocument();
    expect(screen.getByText(/Withdraw consent and delete my account/)).toBeInTheDocument();
    expect(screen.getByText(/Download my data/)).toBeInTheDocument();
    const grievance = screen.getByRole('region', { name: 'Grievance officer' });
    expect(within(grievance).getByText('Priya Nair')).toBeInTheDocument();
    expect(within(grievance).getByRole('link', { name: 'privacy@restaurant.in' })).toHaveAttribute('href', 'mailto:privacy@restaurant.in');
    const board = screen.getByRole('region', { name: 'Data Protection Board of India' });
    expect(within(board).getByRole('link', { name: 'www.dpboard.gov.in' })).toHaveAttribute('href', 'https://www.dpboard.gov.in');
    expect(requests.filter((request) => request.includes('/auth/customer/me'))).toEqual([]);
  });

  it('is in Hindi on a device that chose it, and the language switch changes it', async () => {
    withoutSignedInHint();
    const user = userEvent.setup();
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy notice' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');

    expect(await screen.findByRole('heading', { level: 1, name: 'निजता सूचना' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'भारतीय डेटा संरक्षण बोर्ड' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'आपका 4 अंकों का PIN' })).toBeInTheDocument();
    expect(screen.getByText(`संस्करण ${PRIVACY_NOTICE.version} · अपडेट ${noticeDate(PRIVACY_NOTICE.updatedAt, 'hi')}`)).toBeInTheDocument();
  });

  it('stays open to a signed-in customer (not sent on to /home)', async () => {
    customerWithoutConsent();
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location()).toHaveTextContent('/privacy');
  });
});

describe('links to the privacy notice', () => {
  it.each([
    ['/', 2],
    ['/email-login', 1],
    ['/email-sign-up', 1],
  ])('%s links it (the phone login form and the footer on /, the email forms on theirs)', async (path, count) => {
    withoutSignedInHint();
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    const links = await screen.findAllByRole('link', { name: 'Privacy notice' });
    expect(links).toHaveLength(count);
    for (const link of links) expect(link).toHaveAttribute('href', '/privacy');
    if (path === '/') expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy notice' })).toBeInTheDocument();
  });

  it('the customer sidebar and Contact Us link it, and Contact Us names the grievance officer', async () => {
    server.use(
      http.get('/api/v1/auth/customer/me', () => HttpResponse.json(CUSTOMER)),
      graphql.query('HomeLayoutRouteQuery', () => HttpResponse.json({ data: { me: VIEWER } })),
    );
    setAppConfig({ grievance: { name: 'Priya Nair', email: 'privacy@restaurant.in' } });
    renderApp('/home/contact-us');

    const menu = await screen.findByRole('navigation', { name: 'Customer menu' });
    expect(within(menu).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    const grievance = await screen.findByRole('region', { name: 'Grievance contact for your personal data' });
    expect(within(grievance).getByText('Priya Nair')).toBeInTheDocument();
    expect(within(grievance).getByRole('link', { name: 'privacy@restaurant.in' })).toHaveAttribute('href', 'mailto:privacy@restaurant.in');
    expect(within(grievance).getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});
