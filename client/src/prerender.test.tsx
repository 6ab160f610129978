import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PRIVACY_NOTICE } from '@foodspot/schema/privacy';
import { App } from './app/app';
import { mountApp } from './app/mount';
import { LANGUAGE_KEY } from './lib/i18n';
import { PRERENDER_SNAPSHOT_ID, type PrerenderSnapshot } from './lib/prerender';
import { setSignedInHint, withoutSignedInHint } from './test/session-hint';
import { PRERENDERED_PAGES, renderPage, snapshotFor } from './prerender';
import { setAppConfig } from './test/render-app';
import { server } from './test/server';

const SLIDE_1 = 'Track all your favourite loyalty programs in one place';
const SLIDE_2 = 'Earn points for in-store and online orders';
const OWNER_DOOR = 'Own a restaurant? Run its loyalty programme here';

/** What each prerendered page must hold before any JavaScript runs (spec sections 1 and 2). */
const EXPECTED_TEXT: Record<string, string[]> = {
  '/': [
    'Get rewarded for your loyalty',
    'Phone number',
    'Send OTP',
    'Log in with email',
    'How it works',
    'Create a free account',
    'Add your food spots',
    'Earn and redeem points',
    SLIDE_1,
    'Contact us',
    'support@foodspot.in',
    '+91 80 4567 8900',
    'For restaurants',
    'Sign up or log in as an owner',
  ],
  '/email-login': ['Login with Email', 'Email', 'Password', 'Show', 'Log in', 'Sign up', 'Back', OWNER_DOOR],
  '/email-sign-up': ['Sign Up with Email', 'Email', 'Password', 'At least 6 characters.', 'Sign up', 'Log in', 'Back', OWNER_DOOR],
  '/privacy': [
    'Privacy notice',
    `Version ${PRIVACY_NOTICE.version}`,
    'Your phone number',
    'Your 4-digit PIN',
    'Sign-in records',
    'Who sees it',
    'Withdraw consent and delete my account',
    'Download my data',
    'Grievance officer',
    'Grievance Officer, Foodspot Rewards',
    'grievance@foodspot.in',
    'Data Protection Board of India',
    OWNER_DOOR,
  ],
};

/**
 * A development-mode check that only fires because this test runs React's server renderer in the
 * browser renderer's realm (it marks contexts as its own and never unmarks them); the build
 * prerenders in Node, where no other renderer runs.
 */
const SHARED_REALM_ONLY = /^Detected multiple renderers concurrently rendering the same context provider/;

/** What the console and the window report while hydrating: React reports mismatches there. */
function recordProblems() {
  const problems: string[] = [];
  const record =
    (kind: string) =>
    (...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (!SHARED_REALM_ONLY.test(text)) problems.push(`${kind}: ${text}`);
    };
  vi.spyOn(console, 'error').mockImplementation(record('console.error'));
  vi.spyOn(console, 'warn').mockImplementation(record('console.warn'));
  const onError = (event: ErrorEvent) => problems.push(`window error: ${String(event.error ?? event.message)}`);
  window.addEventListener('error', onError);
  onTestFinished(() => window.removeEventListener('error', onError));
  return problems;
}

let mounted: Root | null = null;

/** Whether React has claimed the element: hydration puts its props on the node. */
const claimedByReact = (node: unknown) => node instanceof Element && Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/** The page as the BFF sends it: the snapshot block in the head, the markup in #root, at its path. */
async function openPrerenderedPage(path: string, snapshot: PrerenderSnapshot = snapshotFor(path)) {
  const markup = await renderPage(snapshot);
  // React's server renderer leaves the context values of its last task in place (harmless in Node, where
  // nothing else renders); here the browser renderer shares them, so one empty render clears them first.
  await new Response((await prerender(<></>)).prelude).text();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PRERENDER_SNAPSHOT_ID;
  block.textContent = JSON.stringify(snapshot);
  document.head.append(block);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = markup;
  document.body.append(container);
  window.history.replaceState(null, '', path);
  return { markup, container };
}

async function mount(container: HTMLElement) {
  let hydrated = false;
  await act(async () => {
    const result = mountApp(container);
    mounted = result.root;
    hydrated = result.hydrated;
  });
  return hydrated;
}

/** The run-time config the BFF put into the page (one block: getConfig reads the first). */
function serveWithConfig(config: Parameters<typeof setAppConfig>[0]) {
  document.getElementById('app-config')?.remove();
  setAppConfig(config);
}

beforeEach(() => {
  // The prerendered pages are for anonymous visitors; the one test of a signed-in visitor sets the hint again.
  withoutSignedInHint();
  // The prerendered footer shows the BFF's defaults: a page served with them has nothing to change.
  serveWithConfig({ support: { email: 'support@foodspot.in', phone: '+91 80 4567 8900' } });
});

afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.getElementById(PRERENDER_SNAPSHOT_ID)?.remove();
  document.getElementById('root')?.remove();
  window.history.replaceState(null, '', '/');
});

describe('prerendered pages', () => {
  it('are /, /email-login, /email-sign-up and /privacy', () => {
    expect(PRERENDERED_PAGES.map((page) => page.path)).toEqual(['/', '/email-login', '/email-sign-up', '/privacy']);
  });

  it.each(PRERENDERED_PAGES.map((page) => page.path))('%s: the markup holds the page itself, not a spinner', async (path) => {
    const { markup, container } = await openPrerenderedPage(path);
    for (const text of EXPECTED_TEXT[path]!) expect(container.textContent).toContain(text);
    expect(container.querySelector('h1')).not.toBeNull();
    // The privacy notice is text to read, the others are forms.
    if (path !== '/privacy') expect(container.querySelector('form')).not.toBeNull();
    expect(markup).not.toContain('role="status"');
    expect(markup).not.toMatch(/<script/);
  });

  it('/: the hero form, how it works, only the first slide and the contact footer', async () => {
    const { container } = await openPrerenderedPage('/');
    const hero = container.querySelector('#hero')!;
    // Enabled from the start: pressed with a bad number it says what is wrong (issue 20), it is never a mute grey button.
    expect(within(hero as HTMLElement).getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(within(hero as HTMLElement).getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(container.querySelector('#how-it-works')?.querySelectorAll('li')).toHaveLength(3);
    expect(container.querySelector('#benefits')?.textContent).toContain(SLIDE_1);
    expect(container.querySelector('#benefits')?.textContent).not.toContain(SLIDE_2);
    const footer = container.querySelector('footer#contact-us') as HTMLElement;
    expect(within(footer).getByRole('link', { name: 'support@foodspot.in' })).toHaveAttribute('href', 'mailto:support@foodspot.in');
    expect(within(footer).getByRole('link', { name: '+91 80 4567 8900' })).toHaveAttribute('href', 'tel:+918045678900');
    expect(container.textContent).not.toContain('Local mode');
    // Restaurants' door, in the HTML before any script: the menu, the section with its link, the footer.
    const forRestaurants = container.querySelector('#for-restaurants') as HTMLElement;
    expect(forRestaurants.querySelectorAll('li')).toHaveLength(4);
    expect(within(forRestaurants).getByRole('link', { name: 'Sign up or log in as an owner' })).toHaveAttribute('href', '/owner');
    expect(within(container.querySelector('header') as HTMLElement).getByRole('link', { name: 'For restaurants', hidden: true })).toHaveAttribute(
      'href',
      '/owner',
    );
    expect(within(footer).getByRole('link', { name: 'For restaurants' })).toHaveAttribute('href', '/owner');
  });

  it('/privacy: the grievance officer from the build environment when set, the BFF defaults otherwise', () => {
    expect(snapshotFor('/privacy').grievance).toEqual({ name: 'Grievance Officer, Foodspot Rewards', email: 'grievance@foodspot.in' });
    const snapshot = snapshotFor('/privacy', { GRIEVANCE_OFFICER_NAME: 'Priya Nair', GRIEVANCE_OFFICER_EMAIL: 'privacy@restaurant.in' });
    expect(snapshot.grievance).toEqual({ name: 'Priya Nair', email: 'privacy@restaurant.in' });
  });

  it('/privacy: links the Data Protection Board and the profile, and the mail of the grievance officer', async () => {
    const { container } = await openPrerenderedPage('/privacy');
    expect(within(container).getByRole('link', { name: 'www.dpboard.gov.in' })).toHaveAttribute('href', 'https://www.dpboard.gov.in');
    expect(within(container).getByRole('link', { name: 'grievance@foodspot.in' })).toHaveAttribute('href', 'mailto:grievance@foodspot.in');
    expect(within(container).getAllByRole('link', { name: 'profile' })[0]).toHaveAttribute('href', '/profile');
  });

  it('takes the support contact from the build environment when set', () => {
    const snapshot = snapshotFor('/', { SUPPORT_EMAIL: 'help@restaurant.in', SUPPORT_PHONE: '+91 22 1234 5678' });
    expect(snapshot.support).toEqual({ email: 'help@restaurant.in', phone: '+91 22 1234 5678' });
    expect(snapshot.mode).toBe('production');
  });
});

describe('hydrating a prerendered page', () => {
  it('/: hydrates the very nodes of the HTML without a console error, and the form works', async () => {
    const user = userEvent.setup();
    const { container } = await openPrerenderedPage('/');
    const heading = container.querySelector('h1');
    const problems = recordProblems();

    expect(await mount(container)).toBe(true);

    // React kept the prerendered nodes: a mismatch would have thrown them away and rendered anew.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText(SLIDE_2)).toBeInTheDocument();
    expect(problems).toEqual([]);
  });

  it.each(['/email-login', '/email-sign-up'])('%s: hydrates once its lazy chunk is in, without a console error, and the form works', async (path) => {
    const user = userEvent.setup();
    const { container } = await openPrerenderedPage(path);
    const heading = container.querySelector('h1');
    const problems = recordProblems();

    expect(await mount(container)).toBe(true);

    // The page stays on screen while its chunk loads (no spinner), then answers the toggle.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    await waitFor(async () => {
      if (password.getAttribute('type') === 'password') await user.click(screen.getByRole('button', { name: 'Show password' }));
      expect(password).toHaveAttribute('type', 'text');
    });
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(problems).toEqual([]);
  });

  it.each(['/', '/email-login'])('%s with Hindi remembered: hydrates the English HTML without a console error, then turns to Hindi', async (path) => {
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    const { container } = await openPrerenderedPage(path);
    const heading = container.querySelector('h1');
    const problems = recordProblems();

    expect(await mount(container)).toBe(true);

    await waitFor(() => expect(document.documentElement.lang).toBe('hi-IN'));
    const title = path === '/' ? 'अपनी वफ़ादारी का इनाम पाएँ' : 'ईमेल से लॉग इन करें';
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title));
    // The same node, hydrated then updated: not thrown away for a mismatch.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    if (path === '/') expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    expect(problems).toEqual([]);
  });

  it('/privacy: hydrates without a console error, then shows the grievance officer of the run-time config', async () => {
    serveWithConfig({ grievance: { name: 'Priya Nair', email: 'privacy@restaurant.in' } });
    const { container } = await openPrerenderedPage('/privacy');
    const heading = container.querySelector('h1');
    const problems = recordProblems();

    expect(await mount(container)).toBe(true);

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBe(heading);
    expect(await screen.findByRole('link', { name: 'privacy@restaurant.in' })).toHaveAttribute('href', 'mailto:privacy@restaurant.in');
    expect(screen.getByText('Priya Nair')).toBeInTheDocument();
    expect(screen.queryByText('grievance@foodspot.in')).not.toBeInTheDocument();
    expect(problems).toEqual([]);
  });

  it('/privacy with Hindi remembered: hydrates the English HTML without a console error, then turns to Hindi', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    const { container } = await openPrerenderedPage('/privacy');
    const heading = container.querySelector('h1');
    const problems = recordProblems();

    expect(await mount(container)).toBe(true);

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('निजता सूचना'));
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByRole('heading', { level: 2, name: 'भारतीय डेटा संरक्षण बोर्ड' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    expect(problems).toEqual([]);
  });

  it('/: a number typed before the app started counts: Send OTP works with it', async () => {
    const { container } = await openPrerenderedPage('/');
    const field = container.querySelector<HTMLInputElement>('input[type=tel]')!;
    field.value = '98765 43210'; // typed into the plain HTML field
    const problems = recordProblems();

    await mount(container);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled());
    expect(field).toHaveValue('98765 43210');
    expect(problems).toEqual([]);
  });

  it('/email-login: an email and password typed (or autofilled) before the app started are the ones submitted', async () => {
    const user = userEvent.setup();
    const { signInWithEmail } = await import('./lib/firebase-auth');
    vi.mocked(signInWithEmail).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }),
    );
    const { container } = await openPrerenderedPage('/email-login');
    container.querySelector<HTMLInputElement>('input[type=email]')!.value = 'asha@example.com';
    container.querySelector<HTMLInputElement>('input[type=password]')!.value = 'secret-pass';
    const problems = recordProblems();

    await mount(container);
    await waitFor(() => expect(container.querySelector('form')).toSatisfy(claimedByReact));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(signInWithEmail).toHaveBeenCalledWith('asha@example.com', 'secret-pass'));
    expect(problems).toEqual([]);
  });

  it('local mode, another support contact, a new year: hydrates what the HTML holds, then shows the real values', async () => {
    serveWithConfig({ mode: 'local', support: { email: 'help@foodspot.test', phone: '+91 90000 00000' } });
    const builtLastYear = snapshotFor('/', {}, new Date(new Date().getFullYear() - 1, 11, 31));
    const { container } = await openPrerenderedPage('/', builtLastYear);
    const heading = container.querySelector('h1');
    const problems = recordProblems();

    expect(await mount(container)).toBe(true);

    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByRole('status', { name: 'Local mode notice' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'help@foodspot.test' })).toHaveAttribute('href', 'mailto:help@foodspot.test');
    expect(within(footer).getByRole('link', { name: '+91 90000 00000' })).toHaveAttribute('href', 'tel:+919000000000');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Foodspot Rewards`);
    expect(problems).toEqual([]);
  });

  it('a signed-in visitor (hint cookie) hydrates the same landing page, then goes on to /home', async () => {
    setSignedInHint(true);
    const me = { __typename: 'Viewer', uid: 'uid-1', profile: { __typename: 'Profile', firstName: 'Priya' } };
    server.use(
      http.get('/api/v1/auth/customer/me', () =>
        HttpResponse.json({ role: 'customer', profileSet: true, phoneNumber: '+919876543210', email: null }),
      ),
      graphql.query('HomeLayoutRouteQuery', () => HttpResponse.json({ data: { me } })),
      graphql.query('RestaurantsRouteQuery', () => HttpResponse.json({ data: { me, restaurants: [] } })),
    );
    const { container } = await openPrerenderedPage('/');
    const problems = recordProblems();

    expect(await mount(container)).toBe(true);

    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(await screen.findByText('Hi, Priya!')).toBeInTheDocument();
    expect(problems).toEqual([]);
  });

  it('renders from scratch when the markup is for another path or the page has none', async () => {
    const { container } = await openPrerenderedPage('/');
    window.history.replaceState(null, '', '/email-login');
    const problems = recordProblems();

    expect(await mount(container)).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login with Email' })).toBeInTheDocument();
    expect(screen.queryByText('Get rewarded for your loyalty')).not.toBeInTheDocument();
    expect(problems).toEqual([]);
  });

  it('the check above would catch a mismatch: hydrating local-mode markup from production HTML without the snapshot logs', async () => {
    serveWithConfig({ mode: 'local' });
    const { container } = await openPrerenderedPage('/');
    const problems = recordProblems();

    await act(async () => {
      mounted = hydrateRoot(
        container,
        <StrictMode>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </StrictMode>,
      );
    });

    expect(problems.join('\n')).toMatch(/hydrat/i);
  });
});
