import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DEFAULT_LARGE_BILL_THRESHOLD } from '@foodspot/schema/rules';
import { REFUSALS } from '@foodspot/schema/refusals';
import { describe, expect, it } from 'vitest';
import { graphQLError } from '../../test/customer-area';
import { setLanguage } from '../../lib/i18n';
import { TILL_BILL_KEY } from '../../lib/session';
import { answerCreditBill, answerLookup, creditSection, fillBill, inStoreCredit, renderCreditPanel, UUID } from './credit-test-utils';

const RAHUL = { '542663': { customerName: 'Rahul K' } };

describe('Credit a bill: the member before the PIN', () => {
  it('shows the member of a 6-digit Customer ID under the field, asked once the 6 digits are in', async () => {
    const asked = answerLookup(RAHUL);
    const { user } = renderCreditPanel();
    const section = await creditSection();
    expect(section.getByRole('heading', { level: 2, name: 'Credit a bill' })).toHaveAttribute('id', 'staff-credit-title');

    await user.type(section.getByLabelText('Customer ID'), '54266');
    expect(asked).toEqual([]);
    await user.type(section.getByLabelText('Customer ID'), '3');
    expect(await section.findByText('Rahul K')).toBeInTheDocument();
    expect(asked).toEqual(['542663']);
    // Read with the field: the cashier's screen reader says whose ID it is.
    expect(section.getByLabelText('Customer ID')).toHaveAccessibleDescription('Rahul K');

    await user.type(section.getByLabelText('Customer ID'), '{Backspace}');
    expect(section.queryByText('Rahul K')).not.toBeInTheDocument();
  });

  it('says when no member of this restaurant has the Customer ID', async () => {
    answerLookup(RAHUL);
    const { user } = renderCreditPanel();
    await user.type((await creditSection()).getByLabelText('Customer ID'), '111111');
    expect(await screen.findByText('No member with this Customer ID at this restaurant')).toBeInTheDocument();
  });

  it('says until when a Customer ID is locked after wrong PINs (India time)', async () => {
    answerLookup({ '542663': { customerName: 'Rahul K', lockedUntil: '2025-01-05T16:10:00.000Z' } });
    const { user } = renderCreditPanel();
    await user.type((await creditSection()).getByLabelText('Customer ID'), '542663');
    expect(await screen.findByText('This Customer ID is locked after wrong PINs until 21:40')).toBeInTheDocument();
    expect(screen.getByText('Rahul K')).toBeInTheDocument();
  });

  it("shows a failed look-up's sentence and never stops the typing", async () => {
    answerLookup();
    const { server } = await import('../../test/server');
    const { graphql } = await import('msw');
    server.use(
      graphql.query('StaffMemberLookup', () => HttpResponse.json(graphQLError('Too many look-ups. Wait a minute and try again.', 'RATE_LIMITED'))),
    );
    const sent = answerCreditBill();
    const { user } = renderCreditPanel();
    await user.type((await creditSection()).getByLabelText('Customer ID'), '542663');
    expect(await screen.findByText('Too many look-ups. Wait a minute and try again.')).toBeInTheDocument();
    await fillBill(user, { pin: '4321', amount: '650' });
    await waitFor(() => expect(sent).toHaveLength(1));
  });
});

describe('Credit a bill: sending it', () => {
  it('credits the bill naming the customer, with Indian grouping, clears the form and puts the focus back on Customer ID', async () => {
    answerLookup(RAHUL);
    const sent = answerCreditBill(() => ({ data: { creditBill: inStoreCredit({ amount: 650, balance: 100_650 }) } }));
    const { user } = renderCreditPanel();
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '4321', amount: '650' });
    const success = await screen.findByText('Credited 650 points to Rahul K (Customer ID 542663). New balance 1,00,650.');
    expect(success).toHaveAttribute('role', 'status');
    expect(sent).toEqual([{ cusId: '542663', pin: '4321', amount: 650, idempotencyKey: expect.stringMatching(UUID) as unknown }]);
    expect(screen.getByLabelText('Customer ID')).toHaveValue('');
    expect(screen.getByLabelText('PIN')).toHaveValue('');
    expect(screen.getByLabelText('Bill amount (Rs)')).toHaveValue('');
    expect(screen.getByLabelText('Customer ID')).toHaveFocus();
    // The bill kept for a session that ends is emptied too: the next login starts a new bill.
    expect(JSON.parse(sessionStorage.getItem(TILL_BILL_KEY)!)).toEqual({ cusId: '', amount: '' });
  });

  it.each(['not json', '"542663"', 'null', '{"cusId":542663,"amount":"650"}', '{"cusId":"542663"}'])(
    'starts with an empty bill when what this tab kept is not a bill: %s',
    async (kept) => {
      sessionStorage.setItem(TILL_BILL_KEY, kept);
      answerLookup(RAHUL);
      renderCreditPanel();
      const section = await creditSection();
      expect(section.getByLabelText('Customer ID')).toHaveValue('');
      expect(section.getByLabelText('Bill amount (Rs)')).toHaveValue('');
    },
  );

  it('a second tap just after a credit keeps the success, and neither sends nor lists empty fields', async () => {
    answerLookup(RAHUL);
    const sent = answerCreditBill(() => ({ data: { creditBill: inStoreCredit({ amount: 650, balance: 650 }) } }));
    const { user } = renderCreditPanel();
    await creditSection();
    await fillBill(user, { cusId: '542663', pin: '4321', amount: '650' });
    const success = await screen.findByText('Credited 650 points to Rahul K (Customer ID 542663). New balance 650.');
    await user.click(screen.getByRole('button', { name: 'Credit points' }));
    expect(success).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('says the last credit in the language the console switches to', async () => {
    answerLookup(RAHUL);
    answerCreditBill(() => ({ data: { creditBill: inStoreCredit({ amount: 650, balance: 650 }) } }));
    const { user } = renderCreditPanel();
    await creditSection();
    await fillBill(user, { cusId: '542663', pin: '4321', amount: '650' });
    await screen.findByText('Credited 650 points to Rahul K (Customer ID 542663). New balance 650.');
    await act(() => setLanguage('hi'));
    expect(await screen.findByText('Rahul K (ग्राहक आईडी 542663) को 650 पॉइंट जमा किए गए। नया बैलेंस 650।')).toBeInTheDocument();
  });

  it('says a field left empty and a refused PIN in the language the console switches to', async () => {
    answerLookup(RAHUL);
    answerCreditBill(() => graphQLError('Wrong PIN for this Customer ID.', 'BAD_USER_INPUT', { reason: 'WRONG_PIN', params: {} }));
    const { user } = renderCreditPanel();
    await creditSection();
    await fillBill(user, { cusId: '542663', amount: '650' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Enter the customer's PIN.");
    await act(() => setLanguage('hi'));
    expect(await screen.findByRole('alert')).toHaveTextContent('ग्राहक का PIN डालें।');

    await act(() => setLanguage('en'));
    await fillBill(user, { pin: '0000' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong PIN for this Customer ID.');
    await act(() => setLanguage('hi'));
    expect(await screen.findByRole('alert')).toHaveTextContent('इस ग्राहक आईडी का PIN गलत है।');
  });

  it('clears the last message as soon as the next Customer ID is typed', async () => {
    answerLookup(RAHUL);
    answerCreditBill((_, call) =>
      call === 1 ? { data: { creditBill: inStoreCredit() } } : graphQLError('Wrong PIN for this Customer ID.', 'BAD_USER_INPUT'),
    );
    const { user } = renderCreditPanel();
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '4321', amount: '650' });
    const success = 'Credited 650 points to Rahul K (Customer ID 542663). New balance 650.';
    expect(await screen.findByText(success)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Customer ID'), '5');
    expect(screen.queryByText(success)).not.toBeInTheDocument();

    await fillBill(user, { cusId: '42663', pin: '0000', amount: '650' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong PIN for this Customer ID.');
    await user.clear(screen.getByLabelText('Customer ID'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("brings a wrong PIN's alert into view with the emptied PIN field (a till scrolled down hid it)", async () => {
    answerLookup(RAHUL);
    answerCreditBill(() => graphQLError('Wrong PIN for this Customer ID.', 'BAD_USER_INPUT', { reason: 'WRONG_PIN', params: {} }));
    // jsdom lays nothing out and has no scrollIntoView: what was asked to come into view is recorded.
    const shown: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        shown.push(this);
      },
    });
    try {
      const { user } = renderCreditPanel();
      await creditSection();
      await fillBill(user, { cusId: '542663', pin: '0000', amount: '650' });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Wrong PIN for this Customer ID.');
      await waitFor(() => expect(shown).toContain(alert));
      expect(screen.getByLabelText('PIN')).toHaveFocus();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('sends the same idempotency key when a bill is retried, and a new one for the next bill', async () => {
    answerLookup(RAHUL);
    let drop = true;
    const sent = answerCreditBill((variables) =>
      drop ? HttpResponse.error() : { data: { creditBill: inStoreCredit({ amount: Number(variables['amount']) }) } },
    );
    const { user } = renderCreditPanel();
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '4321', amount: '650' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not credit the points. Check your internet connection and try again.');
    drop = false;
    await user.click(screen.getByRole('button', { name: 'Credit points' }));
    expect(await screen.findByText('Credited 650 points to Rahul K (Customer ID 542663). New balance 650.')).toBeInTheDocument();
    await fillBill(user, { cusId: '542663', pin: '4321', amount: '650' });
    await waitFor(() => expect(sent).toHaveLength(3));
    const keys = sent.map((variables) => variables['idempotencyKey']);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it.each([
    ['a wrong PIN', 'Wrong PIN for this Customer ID.', 'BAD_USER_INPUT'],
    ['a locked Customer ID', 'Too many wrong PINs: this Customer ID is locked until 21:40.', 'RATE_LIMITED'],
  ])("shows the server's sentence for %s as it comes and keeps what was typed", async (_, sentence, code) => {
    answerLookup(RAHUL);
    answerCreditBill(() => graphQLError(sentence, code));
    const { user } = renderCreditPanel();
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '0000', amount: '640' });
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByLabelText('Customer ID')).toHaveValue('542663');
    expect(screen.getByLabelText('Bill amount (Rs)')).toHaveValue('640');
    expect(screen.getByRole('button', { name: 'Credit points' })).toBeEnabled();
  });

  it.each([
    ['Wrong PIN for this Customer ID.', { reason: 'WRONG_PIN' }],
    [
      'Wrong PIN. Too many wrong PINs: this Customer ID is locked for 30 seconds.',
      { reason: 'WRONG_PIN_NOW_LOCKED', params: { duration: '30 seconds', durationSeconds: 30 } },
    ],
  ])('after "%s" (by its reason code) empties the PIN and puts the focus in it, described by the sentence', async (sentence, refusal) => {
    answerLookup(RAHUL);
    const sent = answerCreditBill((_, call) =>
      call === 1 ? graphQLError(sentence, 'BAD_USER_INPUT', refusal) : { data: { creditBill: inStoreCredit() } },
    );
    const { user } = renderCreditPanel();
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '0000', amount: '650' });
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    const pin = screen.getByLabelText('PIN');
    expect(pin).toHaveValue('');
    expect(pin).toHaveFocus();
    expect(pin).toHaveAccessibleDescription(sentence);
    expect(screen.getByLabelText('Customer ID')).toHaveValue('542663');
    expect(screen.getByLabelText('Bill amount (Rs)')).toHaveValue('650');

    // The customer says it again: typed straight in, and the bill goes.
    await user.keyboard('4321{Enter}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ cusId: '542663', pin: '4321', amount: 650 });
  });

  it('decides by the reason code, never the words: a refusal that only reads like a wrong PIN keeps the PIN', async () => {
    answerLookup(RAHUL);
    answerCreditBill(() => graphQLError('Wrong PIN for this Customer ID.', 'BAD_USER_INPUT'));
    const { user } = renderCreditPanel();
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '4321', amount: '650' });
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('PIN')).toHaveValue('4321');
  });

  it.each([
    ['WRONG_PIN', {}, 'इस ग्राहक आईडी का PIN गलत है।'],
    [
      'WRONG_PIN',
      { tillNowPaused: 1 },
      'इस ग्राहक आईडी का PIN गलत है। बहुत बार गलत ग्राहक आईडी या PIN: इस खाते से रेस्टोरेंट के बिल के पॉइंट 15 मिनट के लिए रुके हैं।',
    ],
    ['WRONG_PIN_NOW_LOCKED', { durationSeconds: 30 }, 'PIN गलत है। बहुत बार गलत PIN: यह ग्राहक आईडी 30 सेकंड के लिए लॉक है।'],
    ['CUSTOMER_LOCKED', { durationSeconds: 600 }, 'बहुत बार गलत PIN के बाद यह ग्राहक आईडी लॉक है। 10 मिनट बाद फिर कोशिश करें, या मालिक से लॉक हटाने को कहें।'],
    // The owner at their own till: where they lift it, not "ask the owner".
    [
      'CUSTOMER_LOCKED_OWNER',
      { durationSeconds: 30 },
      'बहुत बार गलत PIN के बाद यह ग्राहक आईडी लॉक है। 30 सेकंड बाद फिर कोशिश करें, या लॉक ख़ुद हटाएँ: मालिक क्षेत्र → स्टाफ़ → "ग्राहक आईडी लॉक है?"।',
    ],
    ['UNKNOWN_CUSTOMER', {}, 'इस रेस्टोरेंट में इस ग्राहक आईडी का कोई ग्राहक नहीं है।'],
  ])('says %s %j to a Hindi till in Hindi', async (reason, params, hindi) => {
    await setLanguage('hi');
    answerLookup(RAHUL);
    answerCreditBill(() => graphQLError('The server says it in English.', 'BAD_USER_INPUT', { reason, params }));
    const { user } = renderCreditPanel();

    await user.type(await screen.findByLabelText('ग्राहक आईडी'), '542663');
    await user.type(screen.getByLabelText('PIN'), '0000');
    await user.type(screen.getByLabelText('बिल की रक़म (₹)'), '650');
    await user.click(screen.getByRole('button', { name: 'पॉइंट जमा करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hindi);
    expect(screen.getByRole('alert')).not.toHaveTextContent('English');
  });

  it('keeps the PIN (and the focus on the sentence) for any other refusal', async () => {
    answerLookup(RAHUL);
    answerCreditBill(() => graphQLError('Too many wrong PINs: this Customer ID is locked until 21:40.', 'RATE_LIMITED'));
    const { user } = renderCreditPanel();
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '4321', amount: '650' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('PIN')).toHaveValue('4321');
  });

  it.each([
    ['a wrong PIN', 'Wrong PIN for this Customer ID.', 'BAD_USER_INPUT'],
    ['a locked Customer ID', 'Too many wrong PINs: this Customer ID is locked until 21:40.', 'RATE_LIMITED'],
  ])('clears the sentence for %s as soon as the Customer ID changes', async (_, sentence, code) => {
    answerLookup(RAHUL);
    answerCreditBill(() => graphQLError(sentence, code));
    const { user } = renderCreditPanel();
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '0000', amount: '640' });
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    await user.type(screen.getByLabelText('Customer ID'), '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(sentence)).not.toBeInTheDocument();
  });
});

describe('Credit a bill: checks before sending', () => {
  it('shows every problem at once, at its field and in a summary that takes the focus, and sends nothing', async () => {
    const sent = answerCreditBill();
    answerLookup();
    const { user } = renderCreditPanel();
    await creditSection();

    await fillBill(user, { cusId: '12345', pin: '1', amount: '0' });
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Fix these to credit the bill:');
    for (const [label, message] of [
      ['Customer ID', 'Customer ID must be 6 digits'],
      ['PIN', 'PIN must be exactly 4 digits'],
      ['Bill amount (Rs)', 'Amount must be a whole number from 1 to 1,00,000'],
    ] as const) {
      expect(summary).toHaveTextContent(message);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(sent).toEqual([]);
  });

  it.each([
    ['650.50', 'Bills are in whole rupees: 650 or 651?'],
    ['650,50', 'Bills are in whole rupees: 650 or 651?'],
    ['12.5', 'Bills are in whole rupees: 12 or 13?'],
    ['650.00', 'Bills are in whole rupees: type 650.'],
    ['1e3', 'Amount must be a whole number from 1 to 1,00,000'],
    ['-5', 'Amount must be a whole number from 1 to 1,00,000'],
    ['100001', 'Amount must be a whole number from 1 to 1,00,000'],
  ])('answers the bill amount %j with "%s" and sends nothing', async (amount, message) => {
    answerLookup(RAHUL);
    const sent = answerCreditBill();
    const { user } = renderCreditPanel();
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '4321', amount });
    expect(screen.getByLabelText('Bill amount (Rs)')).toHaveAccessibleDescription(message);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(sent).toEqual([]);
  });

  it('reads a bill typed with its thousands marked (1,250 and 1,00,000)', async () => {
    answerLookup(RAHUL);
    const sent = answerCreditBill();
    const { user } = renderCreditPanel({ largeBillThreshold: 1_00_000 });
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '4321', amount: '1,250' });
    await waitFor(() => expect(sent).toHaveLength(1));
    await fillBill(user, { cusId: '542663', pin: '4321', amount: '1,00,000' });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((variables) => variables['amount'])).toEqual([1250, 1_00_000]);
  });
});

describe('Credit a bill: a large bill asks first', () => {
  it('says the amount in figures and words, sends nothing until Yes, then sends confirmLargeBill', async () => {
    answerLookup(RAHUL);
    const sent = answerCreditBill();
    const { user } = renderCreditPanel({ largeBillThreshold: DEFAULT_LARGE_BILL_THRESHOLD });
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '4321', amount: '100000' });
    const question = screen.getByText('Rs 1,00,000 — one lakh rupees. Is this right?');
    expect(question).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Rs 1,00,000 — one lakh rupees. Is this right?' })).toBeInTheDocument();
    expect(sent).toEqual([]);

    // Change the amount: back in the field, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Change the amount' }));
    expect(screen.getByLabelText('Bill amount (Rs)')).toHaveFocus();
    expect(screen.queryByText(/Is this right\?/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Bill amount (Rs)'));
    await user.type(screen.getByLabelText('Bill amount (Rs)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Credit points' }));
    expect(screen.getByText('Rs 12,345 — twelve thousand three hundred forty-five rupees. Is this right?')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Yes, credit Rs 12,345' }));
    expect(await screen.findByText('Credited 12,345 points to Rahul K (Customer ID 542663). New balance 12,345.')).toBeInTheDocument();
    expect(sent).toEqual([
      { cusId: '542663', pin: '4321', amount: 12_345, idempotencyKey: expect.stringMatching(UUID) as unknown, confirmLargeBill: true },
    ]);
  });

  it('sends a bill at the limit without asking', async () => {
    answerLookup(RAHUL);
    const sent = answerCreditBill();
    const { user } = renderCreditPanel({ largeBillThreshold: 5000 });
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '4321', amount: '5000' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('confirmLargeBill');
  });

  it('asks when the server still finds the bill large (the owner lowered the limit meanwhile), then sends it confirmed with the same key', async () => {
    answerLookup(RAHUL);
    const sent = answerCreditBill((variables) =>
      variables['confirmLargeBill']
        ? { data: { creditBill: inStoreCredit({ amount: 9000, balance: 9000 }) } }
        : graphQLError(REFUSALS.LARGE_BILL_UNCONFIRMED, 'BAD_USER_INPUT', { reason: 'LARGE_BILL_UNCONFIRMED' }),
    );
    const { user } = renderCreditPanel({ largeBillThreshold: 10_000 });
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '4321', amount: '9000' });
    expect(await screen.findByText('Rs 9000 — nine thousand rupees. Is this right?')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, credit Rs 9000' }));
    expect(await screen.findByText('Credited 9000 points to Rahul K (Customer ID 542663). New balance 9000.')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ amount: 9000, confirmLargeBill: true, idempotencyKey: sent[0]!['idempotencyKey'] });
  });
});

describe('Credit a bill: keyboard and the PIN', () => {
  it('goes Customer ID, PIN, Bill amount, Credit points, then Scan member QR with Tab', async () => {
    answerLookup();
    const { user } = renderCreditPanel();
    const section = await creditSection();

    await user.click(section.getByLabelText('Customer ID'));
    const order = [];
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      order.push(document.activeElement);
    }
    expect(order).toEqual([
      section.getByLabelText('PIN'),
      section.getByLabelText('Bill amount (Rs)'),
      section.getByRole('button', { name: 'Credit points' }),
      section.getByRole('button', { name: 'Scan member QR' }),
    ]);
    expect(document.querySelectorAll('[tabindex]:not([tabindex="-1"]):not([tabindex="0"])')).toHaveLength(0);
  });

  it('masks the PIN, with a Show toggle (pointer, or Alt+F8 in the field)', async () => {
    answerLookup();
    const { user } = renderCreditPanel();
    const section = await creditSection();
    const pin = section.getByLabelText('PIN');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('autocomplete', 'off');
    expect(pin).toHaveAttribute('maxlength', '4');

    const toggle = section.getByRole('button', { name: 'Show PIN' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(pin).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(pin).toHaveAttribute('type', 'password');

    await user.click(pin);
    await user.keyboard('{Alt>}{F8}{/Alt}');
    expect(pin).toHaveAttribute('type', 'text');
    expect(pin).toHaveFocus();
  });

  it('labels every input; the amount is a numeric text field that keeps what was typed', async () => {
    answerLookup();
    renderCreditPanel();
    const section = await creditSection();
    for (const label of ['Customer ID', 'PIN', 'Bill amount (Rs)']) expect(section.getByLabelText(label)).toBeInTheDocument();
    expect(section.getByLabelText('Bill amount (Rs)')).toHaveAttribute('type', expect.not.stringMatching('number') as unknown);
    expect(section.getByLabelText('Bill amount (Rs)')).toHaveAttribute('inputmode', 'numeric');
  });
});

describe('Credit a bill in Hindi', () => {
  it('shows its texts, the large bill in Hindi words and numbers as hi-IN writes them', async () => {
    await act(() => setLanguage('hi'));
    answerLookup(RAHUL);
    const sent = answerCreditBill();
    const { user } = renderCreditPanel();
    const section = await creditSection('बिल जमा करें');

    await user.type(section.getByLabelText('ग्राहक आईडी'), '542663');
    await user.type(section.getByLabelText('PIN'), '4321');
    await user.type(section.getByLabelText('बिल की रक़म (₹)'), '12345');
    await user.click(section.getByRole('button', { name: 'पॉइंट जमा करें' }));
    expect(screen.getByText('₹12,345 — बारह हज़ार तीन सौ पैंतालीस रुपये। क्या यह सही है?')).toHaveFocus();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'हाँ, ₹12,345 जमा करें' }));
    expect(await screen.findByText('Rahul K (ग्राहक आईडी 542663) को 12,345 पॉइंट जमा किए गए। नया बैलेंस 12,345।')).toBeInTheDocument();
    expect(
      within(section.getByRole('list')).getByRole('button', { name: 'Rahul K (ग्राहक आईडी 542663) को जमा 12,345 पॉइंट पूर्ववत करें' }),
    ).toBeInTheDocument();
  });
});
