import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse, type GraphQLVariables } from 'msw';
import { Suspense, type ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import type { LastCredit_CreditFragment } from '../../__generated__/graphql';
import { fixture } from '../../test/customer-area';
import { server } from '../../test/server';
import { InStoreCreditPanel } from './in-store-credit-form';
import { createStaffApolloClient } from './staff-apollo';
import { useStaffTexts } from './staff-texts';

/** Tests of the "Credit a bill" panel (credit-*.test.tsx): the panel in its console section, GraphQL at the network edge. */

export type CreditFixture = LastCredit_CreditFragment & { __typename: 'InStoreCredit' };

const MINUTE = 60_000;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Rahul K's bill of Rs 650, made a minute ago: undoable for 9 more minutes. */
export const inStoreCredit = (overrides: Partial<CreditFixture> = {}): CreditFixture =>
  fixture<CreditFixture>({
    __typename: 'InStoreCredit',
    id: 'credit-1',
    cusId: '542663',
    customerName: 'Rahul K',
    amount: 650,
    balance: 650,
    createdAt: new Date(Date.now() - MINUTE).toISOString(),
    undoableUntil: new Date(Date.now() + 9 * MINUTE).toISOString(),
    reversedAt: null,
  })(overrides);

/** The members `staffMemberLookup` knows, by Customer ID (any other: none); records each ID asked. */
export function answerLookup(members: Record<string, { customerName: string; lockedUntil?: string | null }> = {}) {
  const asked: string[] = [];
  server.use(
    graphql.query<Record<string, unknown>, GraphQLVariables>('StaffMemberLookup', ({ variables }) => {
      const cusId = String(variables['cusId']);
      asked.push(cusId);
      const member = members[cusId];
      return HttpResponse.json({
        data: {
          staffMemberLookup: member
            ? { __typename: 'StaffMemberLookup', cusId, customerName: member.customerName, lockedUntil: member.lockedUntil ?? null }
            : null,
        },
      });
    }),
  );
  return asked;
}

/** `lastCredits` answers these. */
export function answerLastCredits(credits: CreditFixture[] = []) {
  server.use(graphql.query('LastCredits', () => HttpResponse.json({ data: { lastCredits: credits } })));
}

/** Records each `creditBill` sent and answers with `respond` (by default Rahul K's credit of the amount sent). */
export function answerCreditBill(respond?: (variables: GraphQLVariables, call: number) => Record<string, unknown> | Response) {
  const sent: GraphQLVariables[] = [];
  server.use(
    graphql.mutation<Record<string, unknown>, GraphQLVariables>('CreditBill', ({ variables }) => {
      sent.push(variables);
      const answer = respond?.(variables, sent.length) ?? {
        data: {
          creditBill: inStoreCredit({ id: `credit-${sent.length + 1}`, amount: Number(variables['amount']), balance: Number(variables['amount']) }),
        },
      };
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  return sent;
}

function StaffTexts({ children }: { children: ReactNode }) {
  useStaffTexts();
  return children;
}

/**
 * The panel as the console shows it (`<section aria-labelledby="staff-credit-title">`), with its own staff Apollo
 * client. Answers `lastCredits` with nothing unless the test did.
 */
export function renderCreditPanel({ largeBillThreshold = 10_000, lastCredits }: { largeBillThreshold?: number; lastCredits?: CreditFixture[] } = {}) {
  if (lastCredits) answerLastCredits(lastCredits);
  else answerLastCredits();
  const apollo = createStaffApolloClient();
  onTestFinished(() => apollo.stop());
  const user = userEvent.setup();
  render(
    <ApolloProvider client={apollo.client}>
      <Suspense fallback={null}>
        <StaffTexts>
          <section aria-labelledby="staff-credit-title">
            <InStoreCreditPanel largeBillThreshold={largeBillThreshold} />
          </section>
        </StaffTexts>
      </Suspense>
    </ApolloProvider>,
  );
  return { user, apollo: apollo.client };
}

export const creditSection = async (name = 'Credit a bill') => within(await screen.findByRole('region', { name }));

/** Types a bill (each field only when given) and presses Credit points. */
export async function fillBill(user: UserEvent, { cusId, pin, amount }: { cusId?: string; pin?: string; amount?: string }) {
  if (cusId !== undefined) await user.type(screen.getByLabelText('Customer ID'), cusId);
  if (pin !== undefined) await user.type(screen.getByLabelText('PIN'), pin);
  if (amount !== undefined) await user.type(screen.getByLabelText('Bill amount (Rs)'), amount);
  await user.click(screen.getByRole('button', { name: 'Credit points' }));
}
