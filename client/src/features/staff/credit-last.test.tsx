import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, type GraphQLVariables } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { gate, graphQLError } from '../../test/customer-area';
import { setLanguage } from '../../lib/i18n';
import { server } from '../../test/server';
import {
  answerCreditBill,
  answerLastCredits,
  answerLookup,
  creditSection,
  fillBill,
  inStoreCredit,
  renderCreditPanel,
  type CreditFixture,
} from './credit-test-utils';

const lastCreditsList = async () => within(await (await creditSection()).findByRole('list', { name: 'Last credits' }));
const rowOf = (list: { getByText: (text: string) => HTMLElement }, name: string) => list.getByText(name).closest('li')!;

/** Answers `undoCredit` with `respond` (by default the credit, undone now); records each id sent. */
function answerUndo(respond?: (variables: GraphQLVariables) => Record<string, unknown> | Promise<Record<string, unknown>>) {
  const sent: unknown[] = [];
  server.use(
    graphql.mutation<Record<string, unknown>, GraphQLVariables>('UndoCredit', async ({ variables }) => {
      sent.push(variables['id']);
      return HttpResponse.json(await (respond?.(variables) ?? { data: { undoCredit: undone(String(variables['id'])) } }));
    }),
  );
  return sent;
}

const RAHUL = inStoreCredit({ id: 'credit-rahul', customerName: 'Rahul K', cusId: '542663', amount: 650 });
const undone = (id: string, overrides: Partial<CreditFixture> = {}) =>
  inStoreCredit({ id, customerName: 'Rahul K', cusId: '542663', amount: 650, reversedAt: new Date().toISOString(), ...overrides });

describe('Last credits', () => {
  it("lists this account's last credits, newest first: name, Customer ID, points, time (India), Undo only within the 10 minutes", async () => {
    renderCreditPanel({
      lastCredits: [
        RAHUL,
        inStoreCredit({
          id: 'credit-asha',
          customerName: 'Asha Rao',
          cusId: '123456',
          amount: 1_00_000,
          createdAt: '2025-01-05T16:10:00.000Z',
          undoableUntil: '2025-01-05T16:20:00.000Z',
        }),
        inStoreCredit({ id: 'credit-vikram', customerName: 'Vikram Shah', cusId: '654321', amount: 1, reversedAt: '2025-01-05T16:15:00.000Z' }),
      ],
    });
    const list = await lastCreditsList();

    const rows = list.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^[A-Z]\w+ \w+$/).textContent)).toEqual(['Rahul K', 'Asha Rao', 'Vikram Shah']);
    const rahul = within(rowOf(list, 'Rahul K'));
    expect(rahul.getByText(/Customer ID 542663/)).toBeInTheDocument();
    expect(rahul.getByText('650 points')).toBeInTheDocument();
    expect(rahul.getByRole('button', { name: 'Undo the credit of 650 points to Rahul K (Customer ID 542663)' })).toHaveTextContent('Undo');

    const asha = within(rowOf(list, 'Asha Rao'));
    expect(asha.getByText('1,00,000 points')).toBeInTheDocument();
    expect(asha.getByText('21:40')).toHaveAttribute('datetime', '2025-01-05T16:10:00.000Z');
    expect(asha.queryByRole('button')).not.toBeInTheDocument();

    const vikram = within(rowOf(list, 'Vikram Shah'));
    expect(vikram.getByText('1 point')).toBeInTheDocument();
    expect(vikram.getByText('Undone')).toBeInTheDocument();
    expect(vikram.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when this account has credited nothing yet', async () => {
    renderCreditPanel();
    expect(await (await creditSection()).findByText('No bills credited from this account yet.')).toBeInTheDocument();
  });

  it('shows the error with a way to try again when the list cannot load', async () => {
    let fail = true;
    renderCreditPanel();
    server.use(
      graphql.query('LastCredits', () =>
        fail
          ? HttpResponse.json(graphQLError('Too many requests. Wait a minute.', 'RATE_LIMITED'))
          : HttpResponse.json({ data: { lastCredits: [RAHUL] } }),
      ),
    );
    const section = await creditSection();
    expect(await section.findByRole('alert')).toHaveTextContent('Too many requests. Wait a minute.');
    fail = false;
    await act(async () => section.getByRole('button', { name: 'Try again' }).click());
    expect(await section.findByText('Rahul K')).toBeInTheDocument();
  });

  it('puts each new credit at the top and keeps the last 10, the newest 3 shown until "Show all 10"', async () => {
    const ten = Array.from({ length: 10 }, (_, index) =>
      inStoreCredit({ id: `old-${index}`, customerName: `Guest ${String.fromCharCode(65 + index)}`, cusId: String(200000 + index) }),
    );
    answerLookup({ '542663': { customerName: 'Rahul K' } });
    answerCreditBill(() => ({ data: { creditBill: { ...RAHUL, id: 'credit-new', amount: 800, balance: 800 } } }));
    const { user } = renderCreditPanel({ lastCredits: ten });
    const list = await lastCreditsList();
    const section = await creditSection();
    const names = () => list.getAllByRole('listitem').map((row) => within(row).getByText(/^(Guest \w|Rahul K)$/).textContent);
    expect(names()).toEqual(['Guest A', 'Guest B', 'Guest C']);
    const more = section.getByRole('button', { name: 'Show all 10' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await fillBill(user, { cusId: '542663', pin: '4321', amount: '800' });
    await waitFor(() => expect(list.getAllByRole('listitem')[0]).toHaveTextContent('Rahul K'));
    expect(list.getAllByRole('listitem')[0]).toHaveTextContent('800 points');
    expect(names()).toEqual(['Rahul K', 'Guest A', 'Guest B']);

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('Show fewer');
    const rows = list.getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[9]).toHaveTextContent('Guest I');
    expect(list.queryByText('Guest J')).not.toBeInTheDocument();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(names()).toEqual(['Rahul K', 'Guest A', 'Guest B']);
  });

  it('shows no "Show all" button for 3 credits or fewer', async () => {
    renderCreditPanel({ lastCredits: [RAHUL, inStoreCredit({ id: 'credit-asha', customerName: 'Asha Rao', cusId: '123456' })] });
    const list = await lastCreditsList();
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect((await creditSection()).queryByRole('button', { name: /^Show (all|fewer)/ })).not.toBeInTheDocument();
  });

  it('says "Show all" and "Show fewer" in Hindi', async () => {
    await act(() => setLanguage('hi'));
    const four = Array.from({ length: 4 }, (_, index) =>
      inStoreCredit({ id: `c-${index}`, customerName: `Guest ${index}`, cusId: String(300000 + index) }),
    );
    const { user } = renderCreditPanel({ lastCredits: four });
    const section = await creditSection('बिल जमा करें');
    const more = await section.findByRole('button', { name: 'सभी 4 दिखाएँ' });
    await user.click(more);
    expect(more).toHaveAccessibleName('कम दिखाएँ');
    expect(more).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Last credits: Undo', () => {
  it('asks first; Keep changes nothing and gives the focus back to Undo', async () => {
    const sent = answerUndo();
    const { user } = renderCreditPanel({ lastCredits: [RAHUL] });
    const list = await lastCreditsList();

    await user.click(list.getByRole('button', { name: /^Undo the credit of 650 points to Rahul K/ }));
    const row = within(rowOf(list, 'Rahul K'));
    expect(row.getByText('Undo the credit of 650 points to Rahul K?')).toHaveFocus();
    expect(row.getByRole('group', { name: 'Undo the credit of 650 points to Rahul K?' })).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Keep' }));
    expect(row.queryByText('Undo the credit of 650 points to Rahul K?')).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: /^Undo the credit/ })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('undoes the credit once however often Undo credit is tapped, then shows Undone and says what was taken back', async () => {
    const held = gate();
    const sent = answerUndo(async (variables) => {
      await held.opened;
      return { data: { undoCredit: undone(String(variables['id'])) } };
    });
    const { user } = renderCreditPanel({ lastCredits: [RAHUL] });
    const list = await lastCreditsList();

    await user.click(list.getByRole('button', { name: /^Undo the credit of 650 points to Rahul K/ }));
    const row = within(rowOf(list, 'Rahul K'));
    await user.dblClick(row.getByRole('button', { name: 'Undo credit' }));
    expect(row.getByRole('button', { name: 'Undoing…' })).toBeDisabled();
    held.release();

    expect(await row.findByText('Undone')).toHaveFocus();
    expect(screen.getByText('Undone: 650 points taken back from Rahul K.')).toHaveAttribute('role', 'status');
    expect(row.queryByRole('button')).not.toBeInTheDocument();
    expect(sent).toEqual(['credit-rahul']);
  });

  it('rewords the Undone line when the till switches language after the undo', async () => {
    answerUndo((variables) => ({ data: { undoCredit: undone(String(variables['id'])) } }));
    const { user } = renderCreditPanel({ lastCredits: [RAHUL] });
    const list = await lastCreditsList();
    await user.click(list.getByRole('button', { name: /^Undo the credit of 650 points to Rahul K/ }));
    await user.click(within(rowOf(list, 'Rahul K')).getByRole('button', { name: 'Undo credit' }));
    expect(await screen.findByText('Undone: 650 points taken back from Rahul K.')).toHaveAttribute('role', 'status');
    await act(() => setLanguage('hi'));
    expect(await screen.findByText(/^पूर्ववत किया गया: Rahul K से/)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/taken back/)).not.toBeInTheDocument();
  });

  it('takes the "Credited … New balance" line away once that credit is undone: one balance on the screen, the later message', async () => {
    answerLookup({ '542663': { customerName: 'Rahul K' } });
    answerCreditBill(() => ({ data: { creditBill: inStoreCredit({ id: 'credit-new', amount: 1_00_000, balance: 1_00_210 }) } }));
    const sent = answerUndo((variables) => ({ data: { undoCredit: undone(String(variables['id']), { amount: 1_00_000, balance: 210 }) } }));
    const { user } = renderCreditPanel({ largeBillThreshold: 1_00_000 });
    await creditSection();

    await fillBill(user, { cusId: '542663', pin: '4321', amount: '100000' });
    expect(await screen.findByText('Credited 1,00,000 points to Rahul K (Customer ID 542663). New balance 1,00,210.')).toBeInTheDocument();

    const list = await lastCreditsList();
    await user.click(list.getByRole('button', { name: /^Undo the credit of 1,00,000 points to Rahul K/ }));
    await user.click(within(rowOf(list, 'Rahul K')).getByRole('button', { name: 'Undo credit' }));

    expect(await screen.findByText('Undone: 1,00,000 points taken back from Rahul K.')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/^Credited /)).not.toBeInTheDocument();
    expect(screen.queryByText(/New balance/)).not.toBeInTheDocument();
    expect(sent).toEqual(['credit-new']);
  });

  it.each(['The points of this credit were already spent: it cannot be undone.', 'The 10 minutes to undo this credit are over.'])(
    'shows a refused undo\'s sentence on its row: "%s"',
    async (sentence) => {
      answerUndo(() => graphQLError(sentence, 'CONFLICT'));
      const { user } = renderCreditPanel({ lastCredits: [RAHUL, inStoreCredit({ id: 'credit-asha', customerName: 'Asha Rao', cusId: '123456' })] });
      const list = await lastCreditsList();

      await user.click(list.getByRole('button', { name: /^Undo the credit of 650 points to Rahul K/ }));
      await user.click(within(rowOf(list, 'Rahul K')).getByRole('button', { name: 'Undo credit' }));
      const alert = await within(rowOf(list, 'Rahul K')).findByRole('alert');
      expect(alert).toHaveTextContent(sentence);
      expect(within(rowOf(list, 'Asha Rao')).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(rowOf(list, 'Rahul K')).queryByText('Undone')).not.toBeInTheDocument();
    },
  );

  it("says a refused undo in the till's language by its reason code", async () => {
    answerUndo(() =>
      graphQLError('This credit can no longer be undone: a credit can be undone for 10 minutes after it.', 'CONFLICT', {
        reason: 'UNDO_TOO_LATE',
        params: { minutes: 10 },
      }),
    );
    const { user } = renderCreditPanel({ lastCredits: [RAHUL] });
    const list = await lastCreditsList();
    await user.click(list.getByRole('button', { name: /^Undo the credit of 650 points to Rahul K/ }));
    await act(() => setLanguage('hi'));
    await user.click(within(rowOf(list, 'Rahul K')).getByRole('button', { name: 'जमा पूर्ववत करें' }));
    expect(await within(rowOf(list, 'Rahul K')).findByRole('alert')).toHaveTextContent(
      'यह क्रेडिट अब पूर्ववत नहीं हो सकता: क्रेडिट को सिर्फ़ 10 मिनट के अंदर पूर्ववत किया जा सकता है।',
    );
  });

  it('a credit whose customer left or deleted their account meanwhile (NOT_FOUND): the row goes, and the till says why', async () => {
    const ASHA = inStoreCredit({ id: 'credit-asha', customerName: 'Asha Rao', cusId: '123456' });
    answerUndo(() => graphQLError('That credit is not one this staff account made at this restaurant.', 'NOT_FOUND'));
    const { user } = renderCreditPanel({ lastCredits: [RAHUL, ASHA] });
    const list = await lastCreditsList();
    // The server's list no longer has it: the deletion took the customer's receipts.
    answerLastCredits([ASHA]);

    await user.click(list.getByRole('button', { name: /^Undo the credit of 650 points to Rahul K/ }));
    await user.click(within(rowOf(list, 'Rahul K')).getByRole('button', { name: 'Undo credit' }));

    const status = await screen.findByText(
      'The credit to Rahul K is no longer here: they left this restaurant or deleted their account, and their points went with it.',
    );
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(list.queryByText('Rahul K')).not.toBeInTheDocument());
    expect(status).toHaveFocus();
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/not one this staff account made/)).not.toBeInTheDocument();
  });

  it('takes the Undo button away once the 10 minutes have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const start = Date.now();
    renderCreditPanel({ lastCredits: [inStoreCredit({ id: 'credit-rahul', undoableUntil: new Date(start + 20_000).toISOString() })] });
    const list = await lastCreditsList();
    expect(list.getByRole('button', { name: /^Undo the credit/ })).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(list.getByRole('button', { name: /^Undo the credit/ })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(list.queryByRole('button', { name: /^Undo the credit/ })).not.toBeInTheDocument();
    expect(Date.now() - start).toBeGreaterThanOrEqual(30_000 - 1);
  });

  it('keeps a row being undone shown when new credits push it below the newest 3, and after it is undone', async () => {
    const three = Array.from({ length: 3 }, (_, index) =>
      inStoreCredit({ id: `old-${index}`, customerName: `Guest ${String.fromCharCode(65 + index)}`, cusId: String(200000 + index) }),
    );
    const held = gate();
    const sent = answerUndo(async (variables) => {
      await held.opened;
      return { data: { undoCredit: undone(String(variables['id']), { customerName: 'Guest C', cusId: '200002' }) } };
    });
    answerLookup({ '542663': { customerName: 'Rahul K' } });
    answerCreditBill(() => ({ data: { creditBill: { ...RAHUL, id: 'credit-new', amount: 800, balance: 800 } } }));
    const { user } = renderCreditPanel({ lastCredits: three });
    const list = await lastCreditsList();

    await user.click(list.getByRole('button', { name: /^Undo the credit of 650 points to Guest C/ }));
    // A bill credited meanwhile (another customer at the counter): Guest C is 4th now, and still shown, still asked.
    await fillBill(user, { cusId: '542663', pin: '4321', amount: '800' });
    await waitFor(() => expect(list.getAllByRole('listitem')[0]).toHaveTextContent('Rahul K'));
    expect(list.getAllByRole('listitem')).toHaveLength(4);
    const guestC = within(rowOf(list, 'Guest C'));
    await user.click(guestC.getByRole('button', { name: 'Undo credit' }));
    held.release();
    expect(await guestC.findByText('Undone')).toHaveFocus();
    expect(sent).toEqual(['old-2']);
    expect(list.getAllByRole('listitem')).toHaveLength(4);
    expect((await creditSection()).getByRole('button', { name: 'Show all 4' })).toHaveAttribute('aria-expanded', 'false');
  });
});
