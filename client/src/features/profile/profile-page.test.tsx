import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CONSENT_VERSION_STALE, PRIVACY_NOTICE } from '@foodspot/schema/privacy';
import { noticeDate } from '../../lib/notice-date';
import type { Me } from '../../lib/session';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const NEW_CUSTOMER: Me = { role: 'customer', profileSet: false, consentCurrent: false, phoneNumber: '+919876543210', email: null };
/** A customer who logs in by email: their profile's phone is theirs to type and change. */
const EMAIL_CUSTOMER: Me = { ...NEW_CUSTOMER, phoneNumber: null, email: 'asha@example.in' };
const SIGN_IN_PHONE_HINT = 'The number you log in with. To use another number, log in with it: that is a new account.';

/**
 * me answers a customer; POST /customer/save is answered by `save` and flips profileSet on success; POST
 * /customer/consent (recorded in `consents`, after the saves in `saved`) by `consent`, and flips consentCurrent.
 */
function customerWithoutProfile(
  save: (body: unknown) => Response = () => HttpResponse.json({ message: 'Profile saved' }),
  consent: (body: unknown) => Response = () => HttpResponse.json({ message: 'Thank you. Your consent is recorded.', consentCurrent: true }),
  me: Me = NEW_CUSTOMER,
) {
  const saved: unknown[] = [];
  let profileSet = false;
  let consentCurrent = false;
  server.use(
    http.get('/api/v1/auth/customer/me', () => HttpResponse.json({ ...me, profileSet, consentCurrent })),
    http.post('/api/v1/customer/save', async ({ request }) => {
      const body = await request.json();
      saved.push(body);
      const response = save(body);
      if (response.ok) profileSet = true;
      return response;
    }),
    http.post('/api/v1/customer/consent', async ({ request }) => {
      const body = await request.json();
      saved.push({ consent: body });
      const response = consent(body);
      if (response.ok) consentCurrent = true;
      return response;
    }),
    // /home: the restaurants list's route query (it also brings the layout's greeting).
    graphql.query('RestaurantsRouteQuery', () =>
      HttpResponse.json({
        data: { me: { __typename: 'Viewer', uid: 'u1', profile: { __typename: 'Profile', firstName: 'Asha' } }, restaurants: [] },
      }),
    ),
  );
  return saved;
}

/**
 * Fills the new customer's form (last name Rao; the phone comes from the session), ticks "I agree to the privacy
 * notice" (unless `agree` is false) and presses Save profile.
 */
async function completeProfile(
  user: UserEvent,
  { firstName, email, pin, agree = true }: { firstName: string; email?: string; pin: string; agree?: boolean },
) {
  await user.type(screen.getByLabelText('First name'), firstName);
  await user.type(screen.getByLabelText('Last name'), 'Rao');
  if (email) await user.type(screen.getByLabelText('Email (optional)'), email);
  await user.type(screen.getByLabelText('PIN'), pin);
  if (agree) await user.click(screen.getByRole('checkbox', { name: 'I agree to the privacy notice' }));
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
}

/** Opens /profile and waits for its form: 'Complete Your Profile' for a new customer, 'Your profile' to edit. */
async function openProfile(heading = 'Complete Your Profile') {
  const user = userEvent.setup();
  renderApp('/profile');
  await screen.findByRole('heading', { name: heading });
  return user;
}

describe('/profile', () => {
  it('prefills the phone from the session and has the spec fields', async () => {
    customerWithoutProfile();
    await openProfile();

    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Last name')).toHaveValue('');
    // The number they log in with, readable, read-only (not disabled: focusable, read, sent) and saying why.
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('+91 98765 43210');
    expect(phone).toHaveAttribute('readonly');
    expect(phone).toBeEnabled();
    expect(phone).toHaveAccessibleDescription(SIGN_IN_PHONE_HINT);
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('');
    const pin = screen.getByLabelText('PIN');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('maxlength', '4');
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  });

  it('shows per-field errors and sends nothing for missing fields and a PIN of 3 digits', async () => {
    const saved = customerWithoutProfile();
    const user = await openProfile();

    await user.type(screen.getByLabelText('PIN'), '123');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('PIN must be exactly 4 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('PIN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription(/PIN must be exactly 4 digits/);
    expect(screen.getByLabelText('PIN')).toHaveValue('123');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('rejects a PIN of letters', async () => {
    const saved = customerWithoutProfile();
    const user = await openProfile();

    await completeProfile(user, { firstName: 'Asha', pin: 'abcd' });

    expect(screen.getByText('PIN must be exactly 4 digits')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    expect(saved).toEqual([]);
  });

  it('sends the login number as it is (+919876543210) although it shows it spaced', async () => {
    const saved = customerWithoutProfile();
    const user = await openProfile();
    await user.type(screen.getByLabelText('Phone'), '1');
    expect(screen.getByLabelText('Phone')).toHaveValue('+91 98765 43210');

    await completeProfile(user, { firstName: 'Asha', pin: '4821' });

    await waitFor(() => expect(saved[0]).toEqual(expect.objectContaining({ phone: '+919876543210' })));
  });

  it('a customer who logs in by email types the phone, with no hint about logging in', async () => {
    customerWithoutProfile(undefined, undefined, EMAIL_CUSTOMER);
    await openProfile();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('');
    expect(phone).not.toHaveAttribute('readonly');
    expect(screen.queryByText(SIGN_IN_PHONE_HINT)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('asha@example.in');
  });

  it.each(['98abc76543', '12345', '+91 12345 67890'])('refuses the phone %j at its field (the server rule) and sends nothing', async (typed) => {
    const saved = customerWithoutProfile(undefined, undefined, EMAIL_CUSTOMER);
    const user = await openProfile();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), typed);

    await completeProfile(user, { firstName: 'Asha', pin: '4821' });

    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(/Phone must be a mobile number, e.g. 98765 43210/);
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).toHaveValue(typed);
    expect(saved).toEqual([]);
  });

  it('sends a phone typed with spaces as the +91 number it is', async () => {
    const saved = customerWithoutProfile(undefined, undefined, EMAIL_CUSTOMER);
    const user = await openProfile();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '098765 43210');

    await completeProfile(user, { firstName: 'Asha', pin: '4821' });

    await waitFor(() => expect(saved[0]).toEqual(expect.objectContaining({ phone: '+919876543210' })));
    // On to /home (its list answered before the test ends).
    expect(await screen.findByText('Hi, Asha!')).toBeInTheDocument();
  });

  it('saves the profile with role customer and goes to /home', async () => {
    const saved = customerWithoutProfile();
    let profileReads = 0;
    server.use(
      http.get('/api/v1/customer/profile', () => {
        profileReads += 1;
        return HttpResponse.json({ error: 'not expected here' }, { status: 500 });
      }),
    );
    const user = await openProfile();

    await completeProfile(user, { firstName: ' Asha ', pin: '4821' });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    // The profile as it always was, then the consent to the notice's version.
    expect(saved).toEqual([
      { firstName: 'Asha', lastName: 'Rao', phone: '+919876543210', email: null, pin: '4821', role: 'customer' },
      { consent: { noticeVersion: PRIVACY_NOTICE.version } },
    ]);
    expect(await screen.findByText('Hi, Asha!')).toBeInTheDocument();
    // While /home loads, this page did not turn into the edit form of a now-complete profile.
    expect(profileReads).toBe(0);
  });

  it('shows the server error on the page and keeps what was typed', async () => {
    customerWithoutProfile(() => HttpResponse.json({ error: 'Phone is not a valid number', code: 'BAD_USER_INPUT' }, { status: 400 }));
    const user = await openProfile();

    await completeProfile(user, { firstName: 'Asha', email: 'asha@example.com', pin: '4821' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Phone is not a valid number');
    expect(window.alert).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('asha@example.com');
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  });

  it('redirects to / when there is no session', async () => {
    renderApp('/profile');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
  it('leaves the email format to the server (spec: no client check) and shows its message', async () => {
    const saved = customerWithoutProfile((body) =>
      (body as { email?: string }).email === 'not-an-email'
        ? HttpResponse.json({ error: 'Email must be a valid email address', code: 'BAD_USER_INPUT' }, { status: 400 })
        : HttpResponse.json({ message: 'Profile saved' }),
    );
    const user = await openProfile();

    await completeProfile(user, { firstName: 'Asha', email: 'not-an-email', pin: '4821' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Email must be a valid email address');
    expect(saved).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('not-an-email');
  });

  it('asks for consent with an unticked box, and saves nothing until it is ticked', async () => {
    const saved = customerWithoutProfile();
    const user = await openProfile();
    const box = screen.getByRole('checkbox', { name: 'I agree to the privacy notice' });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');

    await completeProfile(user, { firstName: 'Asha', pin: '4821', agree: false });

    expect(await screen.findByText('Tick the box to agree to the privacy notice.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Tick the box to agree to the privacy notice\./);
    expect(box).toHaveFocus();
    expect(saved).toEqual([]);

    await user.click(box);
    expect(screen.queryByText('Tick the box to agree to the privacy notice.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(saved).toEqual([expect.objectContaining({ firstName: 'Asha', role: 'customer' }), { consent: { noticeVersion: PRIVACY_NOTICE.version } }]);
  });

  it('a notice changed meanwhile (CONSENT_VERSION): says so at the box, unticks it, and agrees to the new version next', async () => {
    const saved = customerWithoutProfile(undefined, (body) =>
      (body as { noticeVersion: string }).noticeVersion === '2026-12-24'
        ? HttpResponse.json({ message: 'Thank you. Your consent is recorded.', consentCurrent: true })
        : HttpResponse.json({ error: CONSENT_VERSION_STALE, code: 'CONSENT_VERSION' }, { status: 400 }),
    );
    server.use(http.get('/api/v1/privacy-notice', () => HttpResponse.json({ version: '2026-12-24', updatedAt: '2026-12-24T00:00:00.000Z' })));
    const user = await openProfile();

    await completeProfile(user, { firstName: 'Asha', pin: '4821' });

    expect(await screen.findByText(CONSENT_VERSION_STALE)).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'I agree to the privacy notice' });
    expect(box).not.toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(saved.filter((entry) => 'consent' in (entry as object))).toEqual([
      { consent: { noticeVersion: PRIVACY_NOTICE.version } },
      { consent: { noticeVersion: '2026-12-24' } },
    ]);
  });

  it('has no way back to /home while the profile is not set', async () => {
    customerWithoutProfile();
    await openProfile();
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
  });

  it('has the language switch of the other pages', async () => {
    customerWithoutProfile();
    const user = await openProfile();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');

    expect(await screen.findByRole('heading', { name: 'अपनी प्रोफ़ाइल पूरी करें' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
  });
});

const SAVED_PROFILE = { firstName: 'Asha', lastName: 'Rao', phone: '9876543210', email: 'asha@example.in', pin: '4321' };

/** A customer whose profile is set: GET /customer/profile answers it; POST /customer/save is answered by `save`. */
function customerWithProfile(save: (body: unknown) => Response = () => HttpResponse.json({ message: 'Profile saved' }), me: Me = NEW_CUSTOMER) {
  const saved: unknown[] = [];
  const requests: string[] = [];
  const onRequest = ({ request }: { request: Request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}`);
  server.events.on('request:start', onRequest);
  onTestFinished(() => server.events.removeListener('request:start', onRequest));
  server.use(
    http.get('/api/v1/auth/customer/me', () => HttpResponse.json({ ...me, profileSet: true, consentCurrent: true })),
    http.get('/api/v1/customer/profile', () => HttpResponse.json({ result: SAVED_PROFILE })),
    http.post('/api/v1/customer/save', async ({ request }) => {
      const body = await request.json();
      saved.push(body);
      return save(body);
    }),
    graphql.query('RestaurantsRouteQuery', () =>
      HttpResponse.json({
        data: { me: { __typename: 'Viewer', uid: 'u1', profile: { __typename: 'Profile', firstName: 'Asha' } }, restaurants: [] },
      }),
    ),
  );
  return { saved, requests };
}

const openSavedProfile = () => openProfile('Your profile');

describe('/profile for a customer whose profile is set', () => {
  it('shows the saved profile to edit, over REST only (no Apollo outside /home)', async () => {
    const { requests } = customerWithProfile();
    await openSavedProfile();

    expect(screen.getByRole('form', { name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Last name')).toHaveValue('Rao');
    expect(screen.getByLabelText('Phone')).toHaveValue('+91 98765 43210');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('asha@example.in');
    expect(screen.getByLabelText('PIN')).toHaveValue('4321');
    // A new account has no data of its own; a saved profile has "Your data".
    expect(screen.getByRole('region', { name: 'Your data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Complete Your Profile' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/graphql'))).toEqual([]);
    expect(requests).toContain('GET /api/v1/customer/profile');
  });

  it('saves changes, says so and stays; editing again clears the confirmation', async () => {
    const { saved } = customerWithProfile();
    const user = await openSavedProfile();

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), ' Asha Devi ');
    await user.clear(screen.getByLabelText('Email (optional)'));
    await user.clear(screen.getByLabelText('PIN'));
    await user.type(screen.getByLabelText('PIN'), '9876');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your changes were saved.')).toHaveAttribute('role', 'status');
    expect(saved).toEqual([{ firstName: 'Asha Devi', lastName: 'Rao', phone: '+919876543210', email: null, pin: '9876', role: 'customer' }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(screen.getByLabelText('First name')).toHaveValue('Asha Devi');

    await user.type(screen.getByLabelText('Last name'), 'o');
    expect(screen.queryByText('Your changes were saved.')).not.toBeInTheDocument();
  });

  it('a phone login: the Phone is the login number, read-only, even when another was saved before; it is what is sent', async () => {
    const { saved } = customerWithProfile();
    server.use(http.get('/api/v1/customer/profile', () => HttpResponse.json({ result: { ...SAVED_PROFILE, phone: '+919123456780' } })));
    const user = await openSavedProfile();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('+91 98765 43210');
    expect(phone).toHaveAccessibleDescription(SIGN_IN_PHONE_HINT);
    // The lead does not offer what the form does not allow.
    expect(screen.getByText('Change your name, email or PIN.')).toBeInTheDocument();

    await user.type(phone, '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
    expect(saved).toEqual([expect.objectContaining({ phone: '+919876543210' })]);
    expect(phone).toHaveValue('+91 98765 43210');
  });

  it('an email login: the saved phone is theirs to change', async () => {
    const { saved } = customerWithProfile(undefined, EMAIL_CUSTOMER);
    const user = await openSavedProfile();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('9876543210');
    expect(phone).not.toHaveAttribute('readonly');
    expect(screen.getByText('Change your name, phone, email or PIN.')).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '91234 56780');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
    expect(saved).toEqual([expect.objectContaining({ phone: '+919123456780' })]);
  });

  it("shows the server's message of a 400 and keeps what was typed", async () => {
    customerWithProfile(() => HttpResponse.json({ error: 'Email must be a valid email address', code: 'BAD_USER_INPUT' }, { status: 400 }));
    const user = await openSavedProfile();

    await user.clear(screen.getByLabelText('Email (optional)'));
    await user.type(screen.getByLabelText('Email (optional)'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email must be a valid email address');
    expect(screen.queryByText('Your changes were saved.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('asha@example.com');
  });

  it('is reached from the sidebar and leads back to /home', async () => {
    customerWithProfile();
    const user = userEvent.setup();
    renderApp('/home');

    const menu = await screen.findByRole('navigation', { name: 'Customer menu' });
    await user.click(within(menu).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('asha@example.in')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(await screen.findByText('Hi, Asha!')).toBeInTheDocument();
  });

  it('says the customer agreed to the privacy notice, with its date and link, and asks nothing more', async () => {
    const { requests } = customerWithProfile();
    await openSavedProfile();

    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(/You agreed to the/)).toHaveTextContent(
      `You agreed to the privacy notice of ${noticeDate(PRIVACY_NOTICE.updatedAt, 'en')}.`,
    );
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    expect(requests).not.toContain('POST /api/v1/customer/consent');
  });

  it('shows why the profile cannot load, with a retry and a way back', async () => {
    customerWithProfile();
    let failures = 1;
    server.use(
      http.get('/api/v1/customer/profile', () =>
        failures-- > 0
          ? HttpResponse.json({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_SERVER_ERROR' }, { status: 500 })
          : HttpResponse.json({ result: SAVED_PROFILE }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/profile');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
  });
});
