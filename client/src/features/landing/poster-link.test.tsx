import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { returnPath } from '../../lib/return-to';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

// A counter poster's link scanned by someone not signed in: the guard sends them to the landing page to log in.
const location = () => screen.getByTestId('location');
const PUBLIC_NAME = '/api/v1/restaurants/:resId/public-name';

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

/** Opens `link` signed out and waits for the landing page it is sent to. */
async function openSignedOut(link: string) {
  renderApp(link);
  await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  expect(returnPath()).toBe(link);
}

/** The sentence, said politely to a screen reader when it appears. */
async function sentence(text: string) {
  const shown = await screen.findByText(text);
  expect(shown).toHaveAttribute('aria-live', 'polite');
}

describe("a poster's link opened signed out", () => {
  it('says on the landing page which restaurant the login will add, by the name the server gives', async () => {
    const requests = recordRequests();
    await openSignedOut('/home/add-restaurant?resId=fs1002');
    await sentence('Log in to add Punjab Dhaba Express to your list');
    expect(requests).toContain('GET /api/v1/restaurants/FS1002/public-name');
  });

  it('says it in Hindi', async () => {
    await setLanguage('hi');
    await openSignedOut('/home/add-restaurant?resId=FS1003');
    await sentence('Mumbai Chaat Corner को अपनी सूची में जोड़ने के लिए लॉग इन करें');
  });

  it("never shows the link's own text: the name is the server's, and an ID it does not know shows no sentence", async () => {
    const seen: string[] = [];
    server.use(
      http.get(PUBLIC_NAME, ({ params }) => {
        seen.push(String(params['resId']));
        return params['resId'] === 'FS1002'
          ? HttpResponse.json({ name: 'The name from the server' })
          : HttpResponse.json({ error: 'No restaurant has this ID.', code: 'NOT_FOUND' }, { status: 404 });
      }),
    );
    await openSignedOut('/home/add-restaurant?resId=FS1002&name=Free%20biryani%20for%20all');
    await sentence('Log in to add The name from the server to your list');
    expect(seen).toEqual(['FS1002']);
    expect(screen.queryByText(/Free biryani/i)).not.toBeInTheDocument();
  });

  it('an ID no restaurant has leaves the plain landing page', async () => {
    const requests = recordRequests();
    await openSignedOut(`/home/add-restaurant?resId=${encodeURIComponent('Cheap gold: call 99999')}`);
    await waitFor(() => expect(requests).toContain('GET /api/v1/restaurants/CHEAP%20GOLD%3A%20CALL%2099999/public-name'));
    // The answer (a 404) has come and gone: still nothing is said.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/to your list/)).not.toBeInTheDocument();
    expect(screen.queryByText(/cheap gold/i)).not.toBeInTheDocument();
  });

  it('the landing page opened by itself asks nothing and says nothing', async () => {
    const requests = recordRequests();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get rewarded for your loyalty' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((request) => request.includes('/restaurants/'))).toEqual([]);
    expect(screen.queryByText(/to your list/)).not.toBeInTheDocument();
  });
});
