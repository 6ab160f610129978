// The local GraphQL playground at /graphiql: GraphiQL bundled from npm (no CDN), served only in local mode.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchWithCsrf } from '../lib/api';

// Mutations need the same CSRF header as the app; the session cookie goes along too.
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  // Subscriptions (pointsChanged) go over graphql-ws on the same path, authenticated by the session cookie.
  subscriptionUrl: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
  fetch: (input, init) => fetchWithCsrf(input instanceof Request ? input.url : input.toString(), init, { captureToken: false }),
});

const defaultQuery = `# Log in to the app in this browser first: the playground uses the same session.
query Me {
  me {
    uid
    role
    profileSet
    profile { firstName lastName }
  }
}
`;

const root = document.getElementById('graphiql');
if (!root) throw new Error('#graphiql is missing from graphiql.html');
createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
