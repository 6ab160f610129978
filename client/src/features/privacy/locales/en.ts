/**
 * The privacy notice (/privacy) and the consent screen (/consent) in English: a namespace of their own, `privacy`, in
 * these pages' chunks, not in the entry (privacy-texts.ts adds them). Hindi is ./hi.ts, loaded only when हिन्दी shows.
 * What the notice says is docs/privacy.md's; a change of substance needs a new PRIVACY_NOTICE version
 * (schema/src/privacy.ts), and every customer then agrees again on the consent screen.
 */
export const privacyEn = {
  notice: {
    title: 'Privacy notice',
    version: 'Version {{version}} · Updated {{date}}',
    lead: 'Foodspot Rewards keeps your loyalty points at the restaurants you choose. This notice says, in plain words, which personal data we keep about you, why, for how long, who sees it, and what you can do about it. We keep it under India’s Digital Personal Data Protection Act, 2023.',
    back: 'Back to Foodspot Rewards',
    contentsLabel: 'On this page',
    data: {
      title: 'What we keep, why, and for how long',
      why: 'Why',
      howLong: 'How long',
      untilDeleted: 'Until you delete your account.',
      items: {
        phone: {
          name: 'Your phone number',
          why: 'To sign you in with a one-time code, and so you can be reached about your account.',
        },
        name: {
          name: 'Your first and last name',
          why: 'So the restaurants in your list know whose points they credit and whose rewards they approve.',
        },
        email: {
          name: 'Your email address (if you give one)',
          why: 'To sign you in with email and password, if you chose that, and to reach you about your account.',
        },
        pin: {
          name: 'Your 4-digit PIN',
          why: 'So a cashier can check that it is really you before adding points at the counter.',
        },
        restaurants: {
          name: 'Your points, history, claims and points requests at each restaurant in your list',
          why: 'To keep your points, show your progress and history, and let you claim rewards and ask for points on online orders.',
          howLong: 'Until you delete that restaurant from your list, or your account.',
        },
        language: {
          name: 'Your language choice (English or हिन्दी)',
          why: 'To show the app in your language. It is kept on your phone only, not on our servers.',
          howLong: 'Until you change it or clear the app’s data in your browser.',
        },
        sessions: {
          name: 'Sign-in records',
          why: 'To keep you signed in on this device and to make sure a device you logged out of stays logged out.',
          howLong: 'Up to 5 days, the longest a sign-in lasts.',
        },
        consents: {
          name: 'Consent records: which version of this notice you agreed to, and when',
          why: 'To show that you agreed, as the law asks of us.',
        },
      },
    },
    sees: {
      title: 'Who sees it',
      restaurant:
        'Each restaurant in your list, and its staff, see your name, your Customer ID at that restaurant, your points and their history there, and the claims and points requests you make there. Nothing else: not your phone number, your email address, or the other restaurants in your list.',
      pin: "Staff never see your PIN in their app. Ours shows it to you on each restaurant's page, so you can say it or type it at the counter when they add points; tell it to nobody else, and show only the QR code when you hold up your phone.",
      providers:
        'We do not sell your data or show it to advertisers. The services that run the app for us (Google Cloud and Firebase: servers, the database, and the text messages with your sign-in code) handle it only to do that.',
    },
    consent: {
      title: 'Your consent, and withdrawing it',
      body: 'We use your data only once you have agreed to this notice, by ticking a box in the app. When this notice changes, the app asks you to agree again before you carry on.',
      withdraw:
        'You can withdraw your consent at any time, as easily as you gave it: on your <profile>profile</profile>, choose “Withdraw consent and delete my account”. That deletes your account and the data above.',
    },
    rights: {
      title: 'Your rights',
      access: '<b>See your data:</b> “Download my data” on your <profile>profile</profile> gives you everything we keep about you.',
      correct: '<b>Correct it:</b> change your name, phone, email or PIN on your <profile>profile</profile>.',
      erase:
        '<b>Erase it:</b> delete a restaurant from your list (its points and history go with it), or delete your account on your <profile>profile</profile>.',
      grievance: '<b>Complain:</b> write to our grievance officer (below). We answer within 90 days.',
      nominate:
        '<b>Nominate someone:</b> you may name a person who can use these rights for you if you die or cannot act yourself. Write to our grievance officer with their name and how to reach them.',
    },
    grievance: {
      title: 'Grievance officer',
      body: 'For a question or a complaint about your personal data, write to:',
    },
    board: {
      title: 'Data Protection Board of India',
      body: 'If you are not satisfied with our answer to your complaint, you may complain to the Data Protection Board of India at <board>www.dpboard.gov.in</board>. Please write to our grievance officer first: the Board takes a complaint once our own grievance process has been used.',
    },
  },
  consentScreen: {
    title: 'Our privacy notice',
    lead: 'Before you carry on, please read how we use your data and agree to it.',
    version: 'Privacy notice of {{date}}',
    summary: {
      keep: 'We keep your phone number, name, email (if given), PIN, and your points, history, claims and requests at each restaurant in your list.',
      use: 'We use them to run your loyalty points, and for nothing else.',
      sees: 'Each restaurant sees only your name, Customer ID, points, claims and requests there. Never your PIN.',
      rights: 'You can download, correct or delete your data, and withdraw your consent, at any time on your profile.',
    },
    readFull: 'Read the full privacy notice',
    agree: 'Agree and continue',
    agreeing: 'Saving…',
    logOut: 'Log out',
    loggingOut: 'Logging out…',
    loading: 'Loading',
  },
};

export type PrivacyTexts = typeof privacyEn;
