import { act } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * A click whose answer is a lazy chunk (the till's PIN step, the rejection's reasons). Testing Library runs each
 * user-event inside a synchronous `act`; a render that suspends there on a chunk Vite is still transforming is left
 * suspended for good ("A component suspended inside an `act` scope, but the `act` call was not awaited"), and the
 * step never shows. An awaited `act` lets React render it once the chunk is in.
 */
export async function clickIntoLazy(user: UserEvent, element: Element): Promise<void> {
  await act(async () => {
    await user.click(element);
  });
}
