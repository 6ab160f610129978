import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { answer, graphQLError } from '../../test/customer-area';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { ownerRestaurant, ownerRestaurantsAre, signedInOwner } from './owner-test-kit';
import { typedPoints } from './restaurant-form';

/** Answers a mutation and keeps the variables it was sent. */
function mutationAnswers(name: string, respond: (variables: Record<string, unknown>) => Record<string, unknown>) {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    graphql.mutation(name, ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json(respond(variables));
    }),
  );
  return sent;
}

async function fillRestaurant(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
}

describe('/owner/new', () => {
  it('checks every field before sending, all at once, and keeps what was typed when the server refuses', async () => {
    signedInOwner();
    ownerRestaurantsAre([]);
    const sent = mutationAnswers('CreateRestaurant', () => graphQLError('A restaurant with this name already exists in Chennai.', 'BAD_USER_INPUT'));
    const user = userEvent.setup();
    renderApp('/owner/new');

    await user.click(await screen.findByRole('button', { name: 'Create restaurant' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Restaurant name is required',
      'Phone is required',
      'City is required',
      'Reward is required',
      'Points for the reward must be a whole number from 1 to 1,00,000',
    ]);
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    // The large bill limit starts at the default the server would take.
    expect(screen.getByLabelText('Large bill limit (Rs)')).toHaveValue('10000');
    expect(screen.getByLabelText('Large bill limit (Rs)')).toHaveAccessibleDescription(
      'Cashiers confirm bills above this amount before crediting them. 10,000 unless you change it.',
    );

    await fillRestaurant(user, {
      'Restaurant name': 'Anna Dosa Corner',
      Phone: '12345',
      City: 'Chennai',
      Reward: 'Free masala dosa',
      'Points the reward needs': '1e3',
    });
    await user.click(screen.getByRole('button', { name: 'Create restaurant' }));
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Phone must be an Indian number with its area code, e.g. 044 2434 1001 or 98765 43210',
      'Points for the reward must be a whole number from 1 to 1,00,000',
    ]);
    expect(sent).toEqual([]);

    await fillRestaurant(user, { Phone: '044 2434 1001', 'Points the reward needs': '500' });
    await user.click(screen.getByRole('button', { name: 'Create restaurant' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('A restaurant with this name already exists in Chennai.'));
    expect(sent).toEqual([
      {
        input: {
          name: 'Anna Dosa Corner',
          phone: '044 2434 1001',
          city: 'Chennai',
          reward: 'Free masala dosa',
          minimumSpend: 500,
          largeBillThreshold: 10000,
        },
      },
    ]);
    expect(screen.getByLabelText('Restaurant name')).toHaveValue('Anna Dosa Corner');
    expect(screen.getByLabelText('Points the reward needs')).toHaveValue('500');
    // Typing five fields with user-event, and the first load of the lazy chunks, is slow on a busy machine.
  }, 20_000);

  it('once created shows the Restaurant ID, the QR poster and the share link with Copy; the list has it', async () => {
    signedInOwner();
    let restaurants: ReturnType<typeof ownerRestaurant>[] = [];
    answer('query', 'OwnerRestaurantsRouteQuery', () => ({ data: { ownerRestaurants: restaurants } }));
    mutationAnswers('CreateRestaurant', () => {
      restaurants = [ownerRestaurant()];
      return { data: { createRestaurant: ownerRestaurant() } };
    });
    const user = userEvent.setup();
    // user-event puts its own clipboard on the navigator; the page writes to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderApp('/owner/new');

    await screen.findByRole('button', { name: 'Create restaurant' });
    await fillRestaurant(user, {
      'Restaurant name': 'Anna Dosa Corner',
      Phone: '044 2434 1001',
      City: 'Chennai',
      Reward: 'Free masala dosa',
      'Points the reward needs': '500',
    });
    await user.click(screen.getByRole('button', { name: 'Create restaurant' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Anna Dosa Corner is ready' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByText('FS1004')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code to add Anna Dosa Corner to Foodspot Rewards' })).toBeInTheDocument();
    const link = `${window.location.origin}/home/add-restaurant?resId=FS1004`;
    expect(screen.getByLabelText('Share link')).toHaveValue(link);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Copied.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open printable poster' }));
    expect(await screen.findByText('Scan to add us to Foodspot Rewards')).toBeInTheDocument();
    expect(screen.getByText('Earn points for: Free masala dosa')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Anna Dosa Corner' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Anna Dosa Corner is ready' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Anna Dosa Corner' })).toHaveAttribute('href', '/owner/r/r-dosa');

    await user.click(screen.getByRole('link', { name: 'Back to your restaurants' }));
    expect(await screen.findByRole('link', { name: 'Manage Anna Dosa Corner' })).toBeInTheDocument();
  }, 20_000);
});

describe('/owner/r/:restaurantUid', () => {
  it('programme: a dearer reward says before saving what customers will see, and after saving the announced date', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T06:00:00.000Z'));
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    const sent = mutationAnswers('UpdateRestaurant', () => ({
      data: { updateRestaurant: ownerRestaurant({ pendingMinimumSpend: 600, minimumSpendFrom: '2026-12-09T18:30:00.000Z' }) },
    }));
    const user = userEvent.setup();
    renderApp('/owner/r/r-dosa/programme');

    const points = await screen.findByLabelText('Points the reward needs');
    expect(points).toHaveValue('500');
    expect(screen.queryByText(/Customers will see/)).not.toBeInTheDocument();
    await user.clear(points);
    await user.type(points, '600');
    expect(screen.getByText('Customers will see: From 10 Dec 2026 this reward needs 600 points (now 500)')).toBeInTheDocument();
    expect(screen.getByText(/applies 14 days after you save/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Announced. Customers will see: From 10 Dec 2026 this reward needs 600 points (now 500)')).toHaveAttribute(
      'role',
      'status',
    );
    expect(sent[0]).toMatchObject({ restaurantUid: 'r-dosa', input: { minimumSpend: 600, name: 'Anna Dosa Corner' } });
  });

  it('programme: the large bill limit starts as the restaurant has it, is checked with the other fields and is sent', async () => {
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant({ largeBillThreshold: 25000 })]);
    const sent = mutationAnswers('UpdateRestaurant', (variables) => ({
      data: { updateRestaurant: ownerRestaurant({ largeBillThreshold: (variables['input'] as { largeBillThreshold: number }).largeBillThreshold }) },
    }));
    const user = userEvent.setup();
    renderApp('/owner/r/r-dosa/programme');

    const limit = await screen.findByLabelText('Large bill limit (Rs)');
    expect(limit).toHaveValue('25000');
    await fillRestaurant(user, { 'Large bill limit (Rs)': '0', City: ' ' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['City is required', 'Large bill limit must be a whole number of rupees from 1 to 1,00,000']);
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    // A decimal (with a point or a comma) is no whole number of rupees.
    for (const decimal of ['5000.5', '5000,5']) {
      await fillRestaurant(user, { 'Large bill limit (Rs)': decimal });
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Large bill limit must be a whole number of rupees from 1 to 1,00,000', { selector: 'a' })).toBeInTheDocument();
    }
    expect(sent).toEqual([]);

    // The thousands marked, the Indian or the Western way, with commas or spaces: read as the number.
    await fillRestaurant(user, { City: 'Chennai', 'Large bill limit (Rs)': '15,000' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        restaurantUid: 'r-dosa',
        input: {
          name: 'Anna Dosa Corner',
          phone: '044 2434 1001',
          city: 'Chennai',
          reward: 'Free masala dosa',
          minimumSpend: 500,
          largeBillThreshold: 15000,
        },
      },
    ]);
    // Kept as typed.
    expect(screen.getByLabelText('Large bill limit (Rs)')).toHaveValue('15,000');
  }, 20_000);

  it('programme: reads a limit or points typed with the thousands marked (5,000, 1,00,000, 10 000); refuses a decimal', () => {
    expect(['5,000', '1,00,000', '100,000', '10 000', ' 25\u00a0000 ', '5000'].map(typedPoints)).toEqual([5000, 100000, 100000, 10000, 25000, 5000]);
    expect(['5000.5', '5000,5', '12,34', '1,0000', '5,,000', '1e3', ''].map(typedPoints)).toEqual(Array(7).fill(Number.NaN));
  });

  it('poster: its own address (where Create lands) shows the ID, the QR and the share link under the tabs, not "is ready"', async () => {
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    renderApp('/owner/r/r-dosa/poster');

    expect(await screen.findByText('FS1004')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Anna Dosa Corner (FS1004)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Poster' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Share link')).toHaveValue(`${window.location.origin}/home/add-restaurant?resId=FS1004`);
    expect(screen.queryByRole('heading', { name: 'Anna Dosa Corner is ready' })).not.toBeInTheDocument();
  });

  it('poster: the printable poster is in the owner area’s language, Hindi included (its controls and every line)', async () => {
    await setLanguage('hi');
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant({ reward: 'मुफ़्त मीठी लस्सी' })]);
    const user = userEvent.setup();
    renderApp('/owner/r/r-dosa/poster');

    expect(await screen.findByRole('img', { name: 'Anna Dosa Corner को Foodspot Rewards में जोड़ने का QR कोड' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'प्रिंट करने लायक पोस्टर खोलें' }));
    const poster = await screen.findByRole('article', { name: 'Anna Dosa Corner' });
    expect(within(poster).getByText('Foodspot Rewards में हमें जोड़ने के लिए स्कैन करें')).toBeInTheDocument();
    expect(within(poster).getByText('इसके लिए पॉइंट कमाएँ: मुफ़्त मीठी लस्सी')).toBeInTheDocument();
    expect(within(poster).getByText(/^या ऐप में रेस्टोरेंट आईडी/)).toHaveTextContent('या ऐप में रेस्टोरेंट आईडी FS1004 जोड़ें।');
    expect(within(poster).getByText('FS1004').tagName).toBe('STRONG');
    expect(within(poster).getByRole('img', { name: 'Anna Dosa Corner को Foodspot Rewards में जोड़ने का QR कोड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Scan to add|Earn points|Restaurant ID|Print/);

    // Back in English, the same poster is English.
    await act(() => setLanguage('en'));
    expect(await within(poster).findByText('Scan to add us to Foodspot Rewards')).toBeInTheDocument();
    expect(within(poster).getByText('Earn points for: मुफ़्त मीठी लस्सी')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('a suspended restaurant says the operator paused the programme', async () => {
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant({ suspended: true })]);
    answer('query', 'RestaurantDashboard', () => graphQLError('not under test', 'NOT_FOUND'));
    renderApp('/owner/r/r-dosa');

    expect(await screen.findByText(/The Foodspot Rewards team has paused this programme/)).toBeInTheDocument();
  });

  it('staff: adding shows the set-password link to hand on; removing asks first and says the person is signed out at once', async () => {
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    let staff = [{ __typename: 'StaffMember', staffUid: 'staff-1', email: 'meena@example.com' }];
    answer('query', 'RestaurantStaff', () => ({ data: { restaurantStaff: staff } }));
    const added = mutationAnswers('AddStaff', (variables) => ({
      data: {
        addStaff: {
          __typename: 'StaffInvite',
          staffUid: 'staff-2',
          email: variables['email'],
          setPasswordLink: 'http://localhost:3000/staff/set-password?oobCode=code-123',
        },
      },
    }));
    const removed = mutationAnswers('RemoveStaff', () => {
      staff = [];
      return { data: { removeStaff: true } };
    });
    const user = userEvent.setup();
    renderApp('/owner/r/r-dosa/staff');

    const list = await screen.findByRole('list', { name: 'Staff of Anna Dosa Corner' });
    expect(within(list).getByText('meena@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add staff' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff email is required');
    await user.type(screen.getByLabelText('Staff email'), 'Ravi@Example.com');
    await user.click(screen.getByRole('button', { name: 'Add staff' }));

    expect(await screen.findByText('Give this link to ravi@example.com. It works once and lets them set their password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Set-password link for ravi@example.com')).toHaveValue('http://localhost:3000/staff/set-password?oobCode=code-123');
    expect(added).toEqual([{ restaurantUid: 'r-dosa', email: 'ravi@example.com' }]);
    expect(within(list).getByText('ravi@example.com')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove meena@example.com' }));
    const question = screen.getByText(
      'Remove meena@example.com? They are signed out at once and can no longer use the staff console of this restaurant.',
    );
    await waitFor(() => expect(question).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(removed).toEqual([]);
    expect(within(list).getByText('meena@example.com')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove meena@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('meena@example.com was removed and signed out.')).toBeInTheDocument();
    expect(removed).toEqual([{ restaurantUid: 'r-dosa', staffUid: 'staff-1' }]);
    expect(within(list).queryByRole('button', { name: 'Remove meena@example.com' })).not.toBeInTheDocument();
  });

  it('staff: New link asks addStaff for that member again and shows the fresh set-password link; a failure says so', async () => {
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    answer('query', 'RestaurantStaff', () => ({
      data: { restaurantStaff: [{ __typename: 'StaffMember', staffUid: 'staff-1', email: 'meena@example.com' }] },
    }));
    let fail = true;
    const asked = mutationAnswers('AddStaff', (variables) =>
      fail
        ? graphQLError('Too many attempts. Try again in an hour.', 'TOO_MANY_REQUESTS')
        : {
            data: {
              addStaff: {
                __typename: 'StaffInvite',
                staffUid: 'staff-1',
                email: variables['email'],
                setPasswordLink: 'http://localhost:3000/staff/set-password?oobCode=fresh-456',
              },
            },
          },
    );
    const user = userEvent.setup();
    renderApp('/owner/r/r-dosa/staff');

    const list = await screen.findByRole('list', { name: 'Staff of Anna Dosa Corner' });
    await user.click(within(list).getByRole('button', { name: 'New set-password link for meena@example.com' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('Too many attempts. Try again in an hour.');

    fail = false;
    await user.click(within(list).getByRole('button', { name: 'New set-password link for meena@example.com' }));
    expect(await within(list).findByText('Give this link to meena@example.com. It works once and lets them set their password.')).toBeInTheDocument();
    expect(within(list).getByLabelText('Set-password link for meena@example.com')).toHaveValue(
      'http://localhost:3000/staff/set-password?oobCode=fresh-456',
    );
    expect(within(list).queryByRole('alert')).not.toBeInTheDocument();
    expect(asked).toEqual([
      { restaurantUid: 'r-dosa', email: 'meena@example.com' },
      { restaurantUid: 'r-dosa', email: 'meena@example.com' },
    ]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('staff: says the owner can work the till themselves, and answers their own email in the screen’s language', async () => {
    await setLanguage('hi');
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    answer('query', 'RestaurantStaff', () => ({ data: { restaurantStaff: [] } }));
    const asked = mutationAnswers('AddStaff', () => ({
      data: null,
      errors: [{ message: 'This is your own email.', extensions: { code: 'CONFLICT', reason: 'OWN_EMAIL_AS_STAFF' } }],
    }));
    const user = userEvent.setup();
    renderApp('/owner/r/r-dosa/staff');

    expect(await screen.findByText(/^आप ख़ुद भी टिल पर काम कर सकते हैं: वहाँ अपने मालिक खाते से लॉग इन करें/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('स्टाफ़ का ईमेल'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'स्टाफ़ जोड़ें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'यह आपका अपना ईमेल है। आपको स्टाफ़ खाते की ज़रूरत नहीं: टिल पर अपने मालिक खाते से लॉग इन करें और यह रेस्टोरेंट चुनें।',
    );
    expect(asked).toEqual([{ restaurantUid: 'r-dosa', email: 'owner@example.com' }]);
  });

  it('staff: a refusal of the server in the screen’s language, by its reason code', async () => {
    await setLanguage('hi');
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    answer('query', 'RestaurantStaff', () => ({ data: { restaurantStaff: [] } }));
    mutationAnswers('AddStaff', () =>
      graphQLError('This email cannot be added as staff here. Use another email for this person.', 'CONFLICT', {
        reason: 'CANNOT_ADD_STAFF',
        params: {},
      }),
    );
    const user = userEvent.setup();
    renderApp('/owner/r/r-dosa/staff');

    await user.type(await screen.findByLabelText('स्टाफ़ का ईमेल'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'स्टाफ़ जोड़ें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('यह ईमेल यहाँ स्टाफ़ के रूप में नहीं जोड़ा जा सकता। इस व्यक्ति के लिए कोई दूसरा ईमेल इस्तेमाल करें।');
  });

  it('staff: Lift the lock checks the Customer ID, then says whether it was locked; a refusal of the server as it comes', async () => {
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    answer('query', 'RestaurantStaff', () => ({ data: { restaurantStaff: [] } }));
    const lifted = mutationAnswers('LiftPinLock', (variables) =>
      variables['cusId'] === '111111'
        ? graphQLError('No member of this restaurant has this Customer ID.', 'NOT_FOUND')
        : {
            data: {
              liftPinLock: {
                __typename: 'LiftedPinLock',
                cusId: variables['cusId'],
                customerName: 'Rahul K',
                wasLocked: variables['cusId'] === '542663',
              },
            },
          },
    );
    const user = userEvent.setup();
    renderApp('/owner/r/r-dosa/staff');

    const card = await screen.findByRole('region', { name: 'Customer ID locked?' });
    expect(
      within(card).getByText('After several wrong PINs a Customer ID is locked for a short while. Lift the lock when you have checked the customer.'),
    ).toBeInTheDocument();
    const field = within(card).getByLabelText('Customer ID');
    const submit = within(card).getByRole('button', { name: 'Lift the lock' });

    await user.click(submit);
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveFocus());
    expect(within(card).getByRole('alert')).toHaveTextContent('Customer ID is required');
    await user.type(field, '54266');
    await user.click(submit);
    expect(within(card).getByRole('alert')).toHaveTextContent('Customer ID must be 6 digits');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(lifted).toEqual([]);

    await user.clear(field);
    await user.type(field, ' 542663 ');
    await user.click(submit);
    expect(await within(card).findByRole('status')).toHaveTextContent('Cashiers can credit Rahul K (Customer ID 542663) again.');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toHaveValue('');

    await user.type(field, '482913');
    await user.click(submit);
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Customer ID 482913 (Rahul K) was not locked.'));

    await user.type(field, '111111');
    await user.click(submit);
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent('No member of this restaurant has this Customer ID.'));
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
    expect(field).toHaveValue('111111');
    expect(lifted).toEqual([
      { restaurantUid: 'r-dosa', cusId: '542663' },
      { restaurantUid: 'r-dosa', cusId: '482913' },
      { restaurantUid: 'r-dosa', cusId: '111111' },
    ]);
  });

  it('staff: the till’s full address as a QR code and a link with Copy, in English and Hindi', async () => {
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    answer('query', 'RestaurantStaff', () => ({ data: { restaurantStaff: [] } }));
    const user = userEvent.setup();
    // user-event puts its own clipboard on the navigator; the page writes to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderApp('/owner/r/r-dosa/staff');

    const till = await screen.findByRole('region', { name: 'The till' });
    const address = `${window.location.origin}/staff`;
    expect(within(till).getByRole('img', { name: `QR code of the till’s address, ${address}` })).toBeInTheDocument();
    expect(within(till).getByLabelText('The till’s address')).toHaveValue(address);
    // A one-person shop opens its till on this very phone.
    expect(within(till).getByRole('link', { name: 'Open the till on this device' })).toHaveAttribute('href', '/staff');
    await user.click(within(till).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(await within(till).findByRole('status')).toHaveTextContent(/Copied/);

    await act(() => setLanguage('hi'));
    const hindi = await screen.findByRole('region', { name: 'टिल' });
    expect(within(hindi).getByLabelText('टिल का पता')).toHaveValue(address);
  });

  it('staff, in Hindi: the lock’s section and its answer', async () => {
    await setLanguage('hi');
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    answer('query', 'RestaurantStaff', () => ({ data: { restaurantStaff: [] } }));
    mutationAnswers('LiftPinLock', () => ({
      data: { liftPinLock: { __typename: 'LiftedPinLock', cusId: '542663', customerName: 'Rahul K', wasLocked: true } },
    }));
    const user = userEvent.setup();
    renderApp('/owner/r/r-dosa/staff');

    const card = await screen.findByRole('region', { name: 'ग्राहक आईडी लॉक है?' });
    await user.type(within(card).getByLabelText('ग्राहक आईडी'), '542663');
    await user.click(within(card).getByRole('button', { name: 'लॉक हटाएँ' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('कैशियर अब फिर से Rahul K (ग्राहक आईडी 542663) के पॉइंट जोड़ सकते हैं।');
  });

  it('dashboard: the figures, and the chart of 30 days with its table', async () => {
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    const days = Array.from({ length: 30 }, (_, index) => ({
      __typename: 'DayTotals',
      date: `2026-11-${String(index + 1).padStart(2, '0')}`,
      issued: index === 4 ? 125000 : 100,
      redeemed: index === 4 ? 500 : 0,
    }));
    answer('query', 'RestaurantDashboard', () => ({
      data: {
        restaurantDashboard: {
          __typename: 'RestaurantDashboard',
          members: 12345,
          newMembers7d: 12,
          pointsIssued7d: 15000,
          pointsRedeemed7d: 600,
          pointsIssued30d: 127900,
          pointsRedeemed30d: 500,
          rewardsClaimed30d: 3,
          waitingApprovals: 2,
          returningShare: 0.375,
          days,
        },
      },
    }));
    renderApp('/owner/r/r-dosa');

    const figure = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(await figure('Members')).toHaveTextContent('12,345');
    expect(await figure('Points issued, last 30 days')).toHaveTextContent('1,27,900');
    expect(await figure('Returning members')).toHaveTextContent('38%');
    expect(await figure('Approvals waiting')).toHaveTextContent('2');
    expect(await figure('Rewards claimed, last 30 days')).toHaveTextContent('3');

    const chart = await screen.findByRole('img', { name: 'Points issued and redeemed per day, last 30 days' });
    expect(chart).toHaveAccessibleDescription('1,27,900 points issued and 500 redeemed in 30 days; the busiest day was 05 Nov.');
    expect(chart.querySelectorAll('rect')).toHaveLength(60);
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: '05 Nov', hidden: true }).parentElement).toHaveTextContent('1,25,000');
  });

  it('activity: newest first in words, Load more asks for the next page after the cursor; CSV links', async () => {
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    const item = (id: string, kind: string, points: number, createdAt: string) => ({
      __typename: 'ActivityItem',
      id,
      kind,
      staffEmail: 'meena@example.com',
      cusId: '482913',
      // The customer of a3 has since left the restaurant.
      customerName: id === 'a3' ? null : 'Asha Rao',
      points,
      platform: 'In-Store',
      orderId: null,
      flags: [],
      rejectionReason: null,
      rejectionNote: null,
      createdAt,
    });
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('RestaurantActivity', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            restaurantActivity: variables['after']
              ? { __typename: 'ActivityPage', items: [item('a3', 'claimRejected', 0, '2025-01-03T13:00:00.000Z')], nextCursor: null }
              : {
                  __typename: 'ActivityPage',
                  items: [
                    item('a0', 'creditReversed', -650, '2025-01-05T13:05:00.000Z'),
                    item('a1', 'credit', 650, '2025-01-05T13:00:00.000Z'),
                    item('a2', 'claimApproved', -500, '2025-01-04T13:00:00.000Z'),
                  ],
                  nextCursor: 'cursor-2',
                },
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/owner/r/r-dosa/activity');

    const table = await screen.findByRole('table', { name: 'Activity at Anna Dosa Corner, newest first' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(3);
    // A cashier undid a credit: its own row, the points taken back as they come.
    expect(rows()[0]).toHaveTextContent('05 Jan 2025, 06:35 pm');
    expect(within(rows()[0]!).getAllByRole('cell')[1]).toHaveTextContent(/^Credit reversed$/);
    expect(within(rows()[0]!).getAllByRole('cell')[3]).toHaveTextContent(/^Asha Rao$/);
    expect(within(rows()[0]!).getAllByRole('cell')[4]).toHaveTextContent(/^-650$/);
    expect(rows()[1]).toHaveTextContent('05 Jan 2025, 06:30 pm');
    expect(rows()[1]).toHaveTextContent('Bill credited');
    expect(rows()[1]).toHaveTextContent('+650');
    expect(rows()[1]).toHaveTextContent('meena@example.com');
    expect(rows()[2]).toHaveTextContent('Reward approved');
    expect(rows()[2]).toHaveTextContent('-500');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows()[3]).toHaveTextContent('Reward rejected');
    // A rejection moved no points: "rejected", never a 0; a customer who left is said so.
    expect(within(rows()[3]!).getAllByRole('cell')[4]).toHaveTextContent(/^rejected$/);
    expect(within(rows()[3]!).getAllByRole('cell')[3]).toHaveTextContent(/^No longer a member$/);
    expect(asked).toEqual([
      { restaurantUid: 'r-dosa', first: 20 },
      { restaurantUid: 'r-dosa', first: 20, after: 'cursor-2' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    // The files in the screen's language.
    expect(screen.getByRole('link', { name: 'Download members (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/owner/restaurants/r-dosa/members.csv?lang=en',
    );
    expect(screen.getByRole('link', { name: 'Download activity (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/owner/restaurants/r-dosa/activity.csv?lang=en',
    );
    await act(() => setLanguage('hi'));
    expect(await screen.findByRole('link', { name: 'सदस्य डाउनलोड करें (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/owner/restaurants/r-dosa/members.csv?lang=hi',
    );
    expect(screen.getByRole('link', { name: 'गतिविधि डाउनलोड करें (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/owner/restaurants/r-dosa/activity.csv?lang=hi',
    );
  });

  it('activity: a points request’s decision shows its order ID (or "No order ID") and what the staff member saw flagged (issue 24)', async () => {
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    const decision = (id: string, kind: string, points: number, orderId: string | null, flags: string[]) => ({
      __typename: 'ActivityItem',
      id,
      kind,
      staffEmail: 'meena@example.com',
      cusId: '482913',
      customerName: 'Asha Rao',
      points,
      platform: 'Zomato',
      orderId,
      flags,
      rejectionReason: null,
      rejectionNote: null,
      createdAt: '2025-01-05T13:00:00.000Z',
    });
    server.use(
      graphql.query('RestaurantActivity', () =>
        HttpResponse.json({
          data: {
            restaurantActivity: {
              __typename: 'ActivityPage',
              items: [
                decision('a1', 'requestApproved', 450, '7012345678', []),
                decision('a2', 'requestRejected', 0, null, ['noOrderId', 'manyInADay', 'orderIdRefusedBefore']),
                { ...decision('a3', 'credit', 650, null, []), platform: 'In-Store' },
                { ...decision('a4', 'requestRejected', 0, '7012345679', []), rejectionReason: 'ALREADY_CREDITED' },
                { ...decision('a5', 'requestRejected', 0, '7012345680', []), rejectionReason: 'OTHER', rejectionNote: 'Paid in cash' },
              ],
              nextCursor: null,
            },
          },
        }),
      ),
    );
    renderApp('/owner/r/r-dosa/activity');

    const table = await screen.findByRole('table', { name: 'Activity at Anna Dosa Corner, newest first' });
    const what = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    // A rejection says why, as the customer was told (none for one from before reasons were kept); its words a chunk of their own.
    await waitFor(() =>
      expect(what()).toEqual([
        'Online points approvedOrder ID 7012345678',
        'Online points rejectedNo order IDMore than 5 credits or requests in 24 hoursThis order ID was refused before',
        'Bill credited',
        'Online points rejectedOrder ID 7012345679Reason: Points for this order were already given',
        'Online points rejectedOrder ID 7012345680Reason: Another reasonNote from the restaurant: Paid in cash',
      ]),
    );
    await act(() => setLanguage('hi'));
    await waitFor(() => expect(what()[3]).toBe('ऑनलाइन पॉइंट अस्वीकृतऑर्डर आईडी 7012345679कारण: इस ऑर्डर के पॉइंट पहले ही दिए जा चुके हैं'));
  });

  it('a restaurant that is not the owner’s says so', async () => {
    signedInOwner();
    ownerRestaurantsAre([ownerRestaurant()]);
    renderApp('/owner/r/someone-else');

    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurant not found' })).toBeInTheDocument();
  });
});
