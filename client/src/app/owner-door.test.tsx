import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { renderApp } from '../test/render-app';
import { withoutSignedInHint } from '../test/session-hint';

/**
 * A restaurant finds its door: the landing page's menu, a section saying what the owner area gives, and the footer lead
 * to /owner, and so do the email pages and the privacy notice, in English and in Hindi.
 */
const TEXTS = {
  en: {
    door: 'For restaurants',
    section: 'For restaurants',
    offers: [
      'Create your restaurant: it gets its Restaurant ID, a QR poster to print for the counter and a link to share.',
      'Add your staff by email. At the till they credit each bill to the customer’s Customer ID and PIN: Rs 1 earns 1 point.',
      'Set the reward and the points it needs. Make it cheaper at once; a dearer reward is announced to members first.',
      'See your members, the points given and redeemed, and every credit and approval with who made it. Download them as CSV.',
    ],
    link: 'Sign up or log in as an owner',
    line: 'Own a restaurant? Run its loyalty programme here',
    lineLink: 'Run its loyalty programme here',
    heading: 'Get rewarded for your loyalty',
  },
  hi: {
    door: 'रेस्टोरेंट के लिए',
    section: 'रेस्टोरेंट के लिए',
    offers: [
      'अपना रेस्टोरेंट बनाएँ: उसे रेस्टोरेंट आईडी, काउंटर के लिए प्रिंट करने लायक़ QR पोस्टर और शेयर करने के लिए एक लिंक मिलता है।',
      'अपने स्टाफ़ को ईमेल से जोड़ें। काउंटर पर वे हर बिल ग्राहक की ग्राहक आईडी और PIN पर क्रेडिट करते हैं: Rs 1 पर 1 पॉइंट।',
      'इनाम और उसके लिए ज़रूरी पॉइंट तय करें। सस्ता इनाम तुरंत लागू होता है; महँगे इनाम की सूचना पहले सदस्यों को दी जाती है।',
      'अपने सदस्य, दिए और भुनाए गए पॉइंट, और हर क्रेडिट और मंज़ूरी देखें, किसने की, यह भी। इन्हें CSV में डाउनलोड करें।',
    ],
    link: 'मालिक के रूप में साइन अप या लॉग इन करें',
    line: 'क्या आपका रेस्टोरेंट है? उसका लॉयल्टी प्रोग्राम यहाँ चलाएँ',
    lineLink: 'उसका लॉयल्टी प्रोग्राम यहाँ चलाएँ',
    heading: 'अपनी वफ़ादारी का इनाम पाएँ',
  },
} as const;

describe.each(['en', 'hi'] as const)('the door to /owner (%s)', (language) => {
  const texts = TEXTS[language];

  it('/: in the menu, in a section that says what an owner gets, and in the footer', async () => {
    withoutSignedInHint();
    if (language === 'hi') await setLanguage('hi');
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: texts.heading });

    const nav = screen.getByRole('navigation', { name: language === 'en' ? 'Main' : 'मुख्य' });
    expect(within(nav).getByRole('link', { name: texts.door })).toHaveAttribute('href', '/owner');

    const section = screen.getByRole('region', { name: texts.section });
    expect(section).toHaveAttribute('id', 'for-restaurants');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(texts.offers);
    expect(within(section).getByRole('link', { name: texts.link })).toHaveAttribute('href', '/owner');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: texts.door })).toHaveAttribute('href', '/owner');
  });

  it.each(['/email-login', '/email-sign-up', '/privacy'])('%s: "Own a restaurant?" leads to /owner', async (path) => {
    withoutSignedInHint();
    if (language === 'hi') await setLanguage('hi');
    renderApp(path);
    const link = await screen.findByRole('link', { name: texts.lineLink });
    expect(link).toHaveAttribute('href', '/owner');
    expect(link.parentElement).toHaveTextContent(texts.line);
  });
});

describe('the door opens', () => {
  it("the section's link takes a visitor to the owner area's login", async () => {
    withoutSignedInHint();
    const user = userEvent.setup();
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'For restaurants' });
    await user.click(within(section).getByRole('link', { name: 'Sign up or log in as an owner' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/owner$/);
  });
});
