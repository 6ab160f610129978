import { createContext, use, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { operationNameOf, ownerRequest, type OwnerDocument } from './owner-graphql';

/** What a screen knows of one query: its last answer, its last failure, and whether a request is out. */
export interface OwnerQueryState<TResult> {
  data: TResult | undefined;
  error: Error | undefined;
  /** A request for this query is out (the first load, a refetch, or Load more). */
  loading: boolean;
  /** The request out is Load more (fetchMore). */
  loadingMore: boolean;
}

interface Entry {
  state: OwnerQueryState<unknown>;
  request: Promise<unknown> | null;
  listeners: Set<() => void>;
}

const NOTHING_YET: OwnerQueryState<never> = { data: undefined, error: undefined, loading: false, loadingMore: false };

/**
 * The owner's answers, kept per visit by operation and variables (no normalized cache: the owner area's screens each
 * read their own query, and a change rewrites the few answers it touches, see `update`). A query asked by two screens
 * at once is sent once.
 */
export class OwnerStore {
  private readonly entries = new Map<string, Entry>();

  static key(document: { toString(): string }, variables: unknown): string {
    return `${operationNameOf(document) ?? document.toString()} ${JSON.stringify(variables ?? {})}`;
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: NOTHING_YET, request: null, listeners: new Set() };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private set(key: string, change: Partial<OwnerQueryState<unknown>>) {
    const entry = this.entry(key);
    entry.state = { ...entry.state, ...change };
    entry.listeners.forEach((listener) => listener());
  }

  read<TResult>(key: string): OwnerQueryState<TResult> {
    return (this.entries.get(key)?.state ?? NOTHING_YET) as OwnerQueryState<TResult>;
  }

  subscribe(key: string, listener: () => void): () => void {
    const { listeners } = this.entry(key);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Asks the server (or joins the request already out); the answer replaces the one kept, a failure is kept beside it. */
  fetch<TResult, TVariables>(document: OwnerDocument<TResult, TVariables>, variables: NoInfer<TVariables>): Promise<TResult> {
    const key = OwnerStore.key(document, variables);
    const entry = this.entry(key);
    if (entry.request && !entry.state.loadingMore) return entry.request as Promise<TResult>;
    const request = ownerRequest(document, variables).then(
      (data) => {
        if (entry.request === request) {
          entry.request = null;
          this.set(key, { data, error: undefined, loading: false, loadingMore: false });
        }
        return data;
      },
      (error: unknown) => {
        if (entry.request === request) {
          entry.request = null;
          this.set(key, { error: error instanceof Error ? error : new Error(String(error)), loading: false, loadingMore: false });
        }
        throw error;
      },
    );
    entry.request = request;
    this.set(key, { loading: true, loadingMore: false });
    return request;
  }

  /**
   * The next page of a query (Load more): sent with `more` added to its variables, and `merge`d into the answer kept
   * under the query's own variables. A failure rejects and leaves the pages shown as they are.
   */
  async fetchMore<TResult, TVariables>(
    document: OwnerDocument<TResult, TVariables>,
    variables: NoInfer<TVariables>,
    more: NoInfer<Partial<TVariables>>,
    merge: (shown: TResult, next: TResult) => TResult,
  ): Promise<void> {
    const key = OwnerStore.key(document, variables);
    const entry = this.entry(key);
    if (entry.request) return;
    const request = ownerRequest(document, { ...variables, ...more });
    entry.request = request;
    this.set(key, { loading: true, loadingMore: true });
    try {
      const next = await request;
      if (entry.request !== request) return;
      entry.request = null;
      const shown = entry.state.data as TResult | undefined;
      this.set(key, { data: shown === undefined ? next : merge(shown, next), error: undefined, loading: false, loadingMore: false });
    } catch (error) {
      if (entry.request === request) {
        entry.request = null;
        this.set(key, { loading: false, loadingMore: false });
      }
      throw error;
    }
  }

  /** Rewrites the answer kept for a query (after a change the server confirmed); nothing when none is kept. */
  update<TResult, TVariables>(
    document: OwnerDocument<TResult, TVariables>,
    variables: NoInfer<TVariables>,
    change: (kept: TResult) => TResult,
  ): void {
    const key = OwnerStore.key(document, variables);
    const kept = this.entries.get(key)?.state.data as TResult | undefined;
    if (kept !== undefined) this.set(key, { data: change(kept) });
  }
}

const OwnerStoreContext = createContext<OwnerStore | null>(null);

/** One store per visit of the owner's console (kept while the owner moves between its screens). */
export function OwnerStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new OwnerStore());
  return <OwnerStoreContext value={store}>{children}</OwnerStoreContext>;
}

export function useOwnerStore(): OwnerStore {
  const store = use(OwnerStoreContext);
  if (!store) throw new Error('useOwnerStore needs an OwnerStoreProvider (owner-console.tsx)');
  return store;
}

interface QueryOptions {
  /** 'cache-first' (default): a kept answer is shown and not asked again. 'cache-and-network': shown, and asked again. */
  fetchPolicy?: 'cache-first' | 'cache-and-network';
}

/**
 * A query of the owner area: its data, error and loading, asked on mount (or whenever its variables change);
 * `refetch` asks again, `fetchMore` asks for the next page.
 */
export function useOwnerQuery<TResult, TVariables>(
  document: OwnerDocument<TResult, TVariables>,
  variables: NoInfer<TVariables>,
  { fetchPolicy = 'cache-first' }: QueryOptions = {},
) {
  const store = useOwnerStore();
  const key = OwnerStore.key(document, variables);
  // The variables of this key (a new object each render, the same values).
  const current = useRef({ document, variables });
  useEffect(() => {
    current.current = { document, variables };
  });
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]),
    () => store.read<TResult>(key),
  );

  useEffect(() => {
    const kept = store.read<TResult>(key);
    if (fetchPolicy === 'cache-first' && kept.data !== undefined) return;
    // Failures are kept in the state the screen shows.
    store.fetch(current.current.document, current.current.variables).catch(() => {});
  }, [store, key, fetchPolicy]);

  const refetch = useCallback(() => store.fetch(current.current.document, current.current.variables), [store]);
  const fetchMore = useCallback(
    (more: NoInfer<Partial<TVariables>>, merge: (shown: TResult, next: TResult) => TResult) =>
      store.fetchMore(current.current.document, current.current.variables, more, merge),
    [store],
  );
  return { ...state, refetch, fetchMore };
}

interface MutationOptions<TResult> {
  /** Rewrites the answers the change touches once the server confirmed it. */
  update?: (store: OwnerStore, data: TResult) => void;
}

/** A change: `mutate(variables)` resolves to the server's answer (rejects with its error); `loading` while it is out. */
export function useOwnerMutation<TResult, TVariables>(document: OwnerDocument<TResult, TVariables>, { update }: MutationOptions<TResult> = {}) {
  const store = useOwnerStore();
  const [loading, setLoading] = useState(false);
  const options = useRef(update);
  useEffect(() => {
    options.current = update;
  });
  const mutate = useCallback(
    async (variables: TVariables): Promise<TResult> => {
      setLoading(true);
      try {
        const data = await ownerRequest(document, variables);
        options.current?.(store, data);
        return data;
      } finally {
        setLoading(false);
      }
    },
    [document, store],
  );
  return [mutate, { loading }] as const;
}
