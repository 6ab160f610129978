import type { ClientRequestArgs } from 'node:http';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * graphql-ws clients whose handshake carries these headers (cookie, origin), as a browser's would.
 * `disposeAll` closes every client the test file opened.
 */
export function wsClients(url: () => string) {
  const clients: Client[] = [];
  return {
    open(headers: Record<string, string>, target = url()): Client {
      class WebSocketWithHeaders extends WebSocket {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols, { headers } satisfies ClientRequestArgs);
        }
      }
      const client = createClient({ url: `${target.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocketWithHeaders, retryAttempts: 0 });
      clients.push(client);
      return client;
    },
    disposeAll: () =>
      Promise.all(
        clients.map(async (client) => {
          await client.dispose();
        }),
      ),
  };
}

/** The next message of a subscription; fails when it ended instead. */
export async function nextOf<T>(iterator: AsyncIterator<T>): Promise<T> {
  const result = await iterator.next();
  if (result.done) throw new Error('the subscription ended');
  return result.value;
}
