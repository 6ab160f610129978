import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';
import { ownerRestaurant, ownerRestaurantsAre, signedInOwner } from './owner-test-kit';

// A file of its own: the owner's chunk (and so its texts) is loaded here for the first time with Hindi already chosen.
describe('the owner area’s texts', () => {
  it('are not in the app’s own texts: the owner chunk adds them, and on a Hindi device shows in Hindi from the first paint', async () => {
    expect(i18n.exists('owner:brand')).toBe(false);
    await setLanguage('hi');
    expect(i18n.hasResourceBundle('hi', 'owner')).toBe(false);
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    renderApp('/owner');

    expect(await screen.findByRole('heading', { level: 1, name: 'आपके रेस्टोरेंट' })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('hi', 'owner')).toBe(true);
    // Never the English brand while the Hindi texts came.
    expect(screen.queryByRole('link', { name: 'Foodspot Rewards · Owners' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Foodspot Rewards · मालिक' })).toBeInTheDocument();
  });
});
