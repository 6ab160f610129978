import userEvent from '@testing-library/user-event';
import type { NavigateFunction } from 'react-router-dom';
import { recordGraphQLOperations, signedInCustomer } from './customer-area';
import { mockLiveSocket } from './graphql-ws';
import { renderApp } from './render-app';

/**
 * A signed-in customer opens `path` in the app (answer the screen's queries first): the live socket is answered
 * at the network edge and the GraphQL operations sent over HTTP are recorded, by name, from the start.
 */
export function openCustomerScreen(path: string) {
  signedInCustomer();
  const socket = mockLiveSocket();
  const operations = recordGraphQLOperations();
  const user = userEvent.setup();
  let navigate: NavigateFunction | undefined;
  renderApp(path, { onNavigate: (given) => (navigate = given) });
  /** Goes to `to` inside the app, as a link would (the same visit: Apollo's cache kept). */
  const navigateTo = (to: string) => {
    if (!navigate) throw new Error('the app is not rendered yet');
    void navigate(to);
  };
  return { socket, operations, user, navigateTo };
}
