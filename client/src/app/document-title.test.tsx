import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';
import { withoutSignedInHint } from '../test/session-hint';
import indexHtml from '../../index.html?raw';

const INDEX_TITLE = /<title>(.*)<\/title>/.exec(indexHtml)![1];

/** A visitor: no session (the staff and owner areas show their logins). */
function visitor() {
  withoutSignedInHint();
  server.use(
    http.get('/api/v1/auth/customer/me', () => HttpResponse.json({ error: 'Please log in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 })),
  );
}

describe('the browser tab’s title', () => {
  it('on the customer app is index.html’s in English (the prerendered page keeps it) and Hindi in Hindi', async () => {
    visitor();
    document.title = INDEX_TITLE!;
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Foodspot Rewards: get rewarded for your loyalty');
    expect(document.title).toBe(INDEX_TITLE);

    await act(() => setLanguage('hi'));
    await waitFor(() => expect(document.title).toBe('Foodspot Rewards: अपनी वफ़ादारी का इनाम पाएँ'));
    await act(() => setLanguage('en'));
    await waitFor(() => expect(document.title).toBe(INDEX_TITLE));
  });

  it.each([
    ['/staff', 'Foodspot Rewards: till', 'Foodspot Rewards: टिल'],
    ['/staff/set-password', 'Foodspot Rewards: till', 'Foodspot Rewards: टिल'],
    ['/owner', 'Foodspot Rewards: owner area', 'Foodspot Rewards: मालिक क्षेत्र'],
  ])('on %s names the area, in the page’s language', async (path, english, hindi) => {
    visitor();
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(english));

    await act(() => setLanguage('hi'));
    await waitFor(() => expect(document.title).toBe(hindi));
  });

  it('a Hindi device gets the Hindi title from the start', async () => {
    visitor();
    await setLanguage('hi');
    renderApp('/owner');
    await waitFor(() => expect(document.title).toBe('Foodspot Rewards: मालिक क्षेत्र'));
  });
});
