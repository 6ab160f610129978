import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../lib/i18n';
import { renderApp } from '../test/render-app';
import { withoutSignedInHint } from '../test/session-hint';

// A file of its own: the password reset's Hindi texts must not be in yet (another test in the file would load them).
describe('Forgot password? on a device in Hindi where another screen loaded its texts first', () => {
  it('never shows the English form, not even for a moment', async () => {
    withoutSignedInHint();
    await setLanguage('hi');
    // As after the owner's or the till's own texts came in Hindi earlier in the visit: i18next counts Hindi as loaded.
    await i18n.loadLanguages('hi');
    const english: string[] = [];
    const watch = new MutationObserver(() => {
      if (document.body.textContent?.includes('Reset your password')) english.push(document.body.textContent);
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    const user = userEvent.setup();
    renderApp('/owner');
    await user.click(await screen.findByRole('button', { name: 'पासवर्ड भूल गए?' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'अपना पासवर्ड रीसेट करें' })).toBeInTheDocument();
    watch.disconnect();
    expect(english).toEqual([]);
  });
});
