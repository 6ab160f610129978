import { MAX_POINTS_PER_ACTION } from '@foodspot/schema/rules';
import { formatIndianDate } from '@foodspot/schema/dates';
import type { ApolloCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { graphql } from '../../__generated__/gql';
import type { StaffClaimItem_ClaimFragment, StaffPointsRequestItem_RequestFragment } from '../../__generated__/graphql';
import { type Fact, FactList } from '../../components/fact-list';
import { graphQLErrorMessage } from '../../lib/graphql-errors';
import { localeOf, useT } from '../../lib/i18n';
import { describeHistoryItem } from '../../lib/history-kinds';
import { displayPlatform } from '../../lib/platforms';
import { StaffQueueQuery } from './staff-queue-query';
import type { RejectChoice } from './reject-reason';

// Asked only once a request's Reject is pressed: its own chunk, outside the /staff entry's budget.
const RejectReasonChoice = lazy(() => import('./reject-reason'));

// An in-store claim's PIN step, loaded when first needed (the /staff bundle is at its budget).
const ClaimPin = lazy(() => import('./claim-pin'));
// Why a recent request was rejected: the words are the `rejection` texts, a chunk the till's first load does without.
const RecentRejectionReason = lazy(() => import('../../components/rejection-reason-line'));

/** What a pending claim's item shows (and decides by): StaffQueue_queue spreads it for each claim. */
export const StaffClaimItemFragment = graphql(`
  fragment StaffClaimItem_claim on StaffClaim {
    id
    cusId
    customerName
    platform
    status
    createdAt
    reward
    cost
  }
`);

/** What a pending points request's item shows (and decides by): StaffQueue_queue spreads it for each request. */
export const StaffPointsRequestItemFragment = graphql(`
  fragment StaffPointsRequestItem_request on StaffPointsRequest {
    id
    cusId
    customerName
    platform
    orderId
    flags
    points
    createdAt
    recent {
      kind
      platform
      points
      status
      orderId
      rejectionReason
      rejectionNote
      createdAt
    }
  }
`);

export const ApproveClaimMutation = graphql(`
  mutation ApproveClaim($id: ID!, $pin: String) {
    approveClaim(id: $id, pin: $pin) {
      id
      status
    }
  }
`);

export const RejectClaimMutation = graphql(`
  mutation RejectClaim($id: ID!) {
    rejectClaim(id: $id) {
      id
      status
    }
  }
`);

export const ApprovePointsRequestMutation = graphql(`
  mutation ApprovePointsRequest($id: ID!, $points: Int!) {
    approvePointsRequest(id: $id, points: $points) {
      id
      points
    }
  }
`);

export const RejectPointsRequestMutation = graphql(`
  mutation RejectPointsRequest($id: ID!, $reason: RejectionReason!, $note: String) {
    rejectPointsRequest(id: $id, reason: $reason, note: $note) {
      id
    }
  }
`);

/** Items a page of the queue shows. */
export const QUEUE_PAGE_SIZE = 10;
/** How long what happened to a decided item stands in its place before the item leaves the list. */
export const OUTCOME_MS = 5000;

type Claim = StaffClaimItem_ClaimFragment;
type PointsRequest = StaffPointsRequestItem_RequestFragment;
type Kind = 'claims' | 'requests';

/** One item of the queue: a claim and a request may share an id (opaque, per collection), so the key names its kind. */
type Entry = { key: string; kind: 'claims'; item: Claim } | { key: string; kind: 'requests'; item: PointsRequest };

/**
 * What became of an item: said in its place (`done`: a status; `failed`: an alert, the server refused our decision;
 * `elsewhere`: a status, another till decided it while this one was about to), then it goes.
 */
interface Outcome {
  message: string;
  tone: 'done' | 'failed' | 'elsewhere';
}

/**
 * An item this till is deciding (its Reject question open, or a decision sent), or decided a moment ago: held in the
 * list, where it was, even when the live queue drops it meanwhile (another till decided it at the same time). Never a
 * silent disappearance: dropped while only its question was open, it says it was decided at another till.
 */
interface Held {
  entry: Entry;
  outcome: Outcome | null;
  /** The card's Reject question is open. */
  asking: boolean;
  /** A decision is on its way: its answer says what happened. */
  sending: boolean;
}

/** What a card tells the list about its decision. */
interface Decision {
  /** The Reject question opened (true) or closed (false): the item stays in its place while it is open. */
  ask: (open: boolean) => void;
  /** A decision was sent: the item stays in its place until it is answered. */
  start: () => void;
  /** Answered: what happened stands in the item's place for a moment, then it goes (`remove`: from the cache too). */
  settle: (outcome: Outcome) => void;
  /** Refused in a way that leaves the item pending (no connection, a wrong number of points): the card says why. */
  release: () => void;
}

/** A decided item leaves the queue at once (the live queue then agrees). */
function removeFromQueue(cache: ApolloCache, kind: Kind, id: string) {
  cache.updateQuery({ query: StaffQueueQuery }, (data) => {
    if (!data) return data;
    const { staffQueue } = data;
    return {
      ...data,
      staffQueue:
        kind === 'claims'
          ? { ...staffQueue, claims: staffQueue.claims.filter((item) => item.id !== id) }
          : { ...staffQueue, requests: staffQueue.requests.filter((item) => item.id !== id) },
    };
  });
}

/** The server refused because the item is no longer pending (decided at another till, gone): it will not come back. */
const isGone = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((item) => ['CONFLICT', 'NOT_FOUND'].includes(String(item.extensions?.['code'])));

/** A number as the language writes it in India: 1,00,000. */
export const formatStaffNumber = (value: number, language: string) => value.toLocaleString(localeOf(language));

function formatDate(iso: string, language: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatIndianDate(date, language === 'hi' ? 'hi-IN' : 'en-IN');
}

const createdAt = (entry: Entry) => Date.parse(entry.item.createdAt) || 0;
const byAge = (a: Entry, b: Entry) => createdAt(a) - createdAt(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** The search: a Customer ID (or part of one) or a name, whatever the case and the spaces around it. */
const matches = (entry: Entry, search: string) =>
  search === '' || entry.item.cusId.includes(search) || entry.item.customerName.toLowerCase().includes(search);

/** Focus on the first control of the first card from `from` on (or else the last card before it); no card: `none`. */
function focusCardNear(items: HTMLElement[], from: number, none: () => void) {
  const isCard = (item: HTMLElement) => item.dataset['state'] === 'card';
  const target = items.slice(from).find(isCard) ?? items.slice(0, from).reverse().find(isCard);
  const control = target?.querySelector<HTMLElement>('input, button:not(:disabled)');
  if (control) control.focus();
  else none();
}

interface StaffQueueListProps {
  claims: readonly Claim[];
  requests: readonly PointsRequest[];
  /** Focus goes here when a decision leaves no item to move on to (the queue's heading). */
  onNoneLeft: () => void;
}

/**
 * The pending claims and points requests as one queue: oldest first (or newest first at a tap), searched as the
 * cashier types, 10 to a page. A decided item gives its place to what happened to it for a moment, and the focus
 * moves on to the next item.
 */
export function StaffQueueList({ claims, requests, onNoneLeft }: StaffQueueListProps) {
  const { t, language } = useT();
  const ids = useId();
  const [search, setSearch] = useState('');
  const [newestFirst, setNewestFirst] = useState(false);
  const [page, setPage] = useState(1);
  const [held, setHeld] = useState<ReadonlyMap<string, Held>>(new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const list = useRef<HTMLUListElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // What to focus after the next render: past a decided item, or the pager's other button.
  // Which card holds the focus (and where): when it leaves the list, the focus goes on rather than to the page.
  const lastFocused = useRef<{ key: string; index: number } | null>(null);
  const focusAfter = useRef<{ settled: string } | { pager: 'previous' | 'next' } | null>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const live = useMemo<Entry[]>(
    () => [
      ...claims.map((item) => ({ key: `claims:${item.id}`, kind: 'claims' as const, item })),
      ...requests.map((item) => ({ key: `requests:${item.id}`, kind: 'requests' as const, item })),
    ],
    [claims, requests],
  );
  // The live queue dropped an item while this till had its Reject question open (another till decided it): that is
  // said in its place, as an outcome (a decision on its way waits for its answer: the server's CONFLICT says it).
  const [liveSeen, setLiveSeen] = useState(live);
  if (liveSeen !== live) {
    setLiveSeen(live);
    const liveKeys = new Set(live.map((entry) => entry.key));
    const dropped = [...held.values()].filter(({ entry, outcome, sending }) => !outcome && !sending && !liveKeys.has(entry.key));
    if (dropped.length > 0) {
      const after = new Map(held);
      for (const was of dropped) {
        const message = t(was.entry.kind === 'claims' ? 'staff:queue.decidedElsewhereClaim' : 'staff:queue.decidedElsewhereRequest');
        after.set(was.entry.key, { ...was, asking: false, outcome: { message, tone: 'elsewhere' } });
      }
      setHeld(after);
    }
  }
  // Every outcome goes after a few seconds (one said here at once has its timer from `settle`).
  useEffect(() => {
    for (const [key, { outcome }] of held) {
      if (!outcome || timers.current.has(key)) continue;
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          setHeld((before) => {
            const after = new Map(before);
            after.delete(key);
            return after;
          });
        }, OUTCOME_MS),
      );
    }
  }, [held]);

  const query = search.trim().toLowerCase();
  const entries = useMemo(() => {
    const liveKeys = new Set(live.map((entry) => entry.key));
    const all = [...live, ...[...held.values()].filter(({ entry }) => !liveKeys.has(entry.key)).map(({ entry }) => entry)];
    all.sort(byAge);
    if (newestFirst) all.reverse();
    return all.filter((entry) => matches(entry, query));
  }, [live, held, newestFirst, query]);
  const shown = entries.filter((entry) => !held.get(entry.key)?.outcome).length;
  const pages = Math.max(1, Math.ceil(entries.length / QUEUE_PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageEntries = entries.slice((current - 1) * QUEUE_PAGE_SIZE, current * QUEUE_PAGE_SIZE);

  useLayoutEffect(() => {
    const wanted = focusAfter.current;
    focusAfter.current = null;
    if (wanted && 'pager' in wanted) {
      (wanted.pager === 'previous' ? previous : next).current?.focus();
      return;
    }
    const items = [...(list.current?.children ?? [])].filter((item): item is HTMLElement => item instanceof HTMLElement);
    // Only when the focus fell with a card: a cashier who went on to the credit form meanwhile keeps typing there.
    const active = document.activeElement;
    const fell = !active || active === document.body || !active.isConnected;
    if (wanted) {
      if (fell) focusCardNear(items, items.findIndex((item) => item.dataset['entry'] === wanted.settled) + 1, onNoneLeft);
      return;
    }
    // The focused card left the list (decided at another till, the live queue dropped it): the card now in its place;
    // or it gave its place to what became of it (decided at another till while its question was open): the next card.
    const lost = lastFocused.current;
    if (!lost || !fell) return;
    const at = items.findIndex((item) => item.dataset['entry'] === lost.key);
    if (at < 0 || items[at]!.dataset['state'] === 'outcome') {
      lastFocused.current = null;
      focusCardNear(items, at < 0 ? lost.index : at + 1, onNoneLeft);
    }
  });

  const onListFocus = (event: FocusEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('ul > li');
    const key = item?.dataset['entry'];
    if (item && key) lastFocused.current = { key, index: [...event.currentTarget.children].indexOf(item) };
  };
  const onListBlur = (event: FocusEvent<HTMLUListElement>) => {
    // Focus moved on elsewhere (not to nothing, as when the focused card is removed).
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) lastFocused.current = null;
  };

  /** Changes what is held of an entry (a new hold starts with nothing asked, sent or said). */
  const hold = (entry: Entry, change: Partial<Omit<Held, 'entry'>>) =>
    setHeld((before) => {
      const was = before.get(entry.key) ?? { entry, outcome: null, asking: false, sending: false };
      return new Map(before).set(entry.key, { ...was, ...change });
    });
  const forget = (key: string) =>
    setHeld((before) => {
      const after = new Map(before);
      after.delete(key);
      return after;
    });

  const settle = (entry: Entry, outcome: Outcome) => {
    hold(entry, { outcome, sending: false });
    focusAfter.current = { settled: entry.key };
    clearTimeout(timers.current.get(entry.key));
    timers.current.set(
      entry.key,
      setTimeout(() => {
        timers.current.delete(entry.key);
        forget(entry.key);
      }, OUTCOME_MS),
    );
  };

  /** Lets go of what `change` ends: an item neither asked about, nor sent, nor said is not held any more. */
  const letGo = (entry: Entry, change: Partial<Pick<Held, 'asking' | 'sending'>>) =>
    setHeld((before) => {
      const was = before.get(entry.key);
      if (!was) return before;
      const now = { ...was, ...change };
      const after = new Map(before);
      if (now.outcome || now.asking || now.sending) after.set(entry.key, now);
      else after.delete(entry.key);
      return after;
    });

  const decisionOf = (entry: Entry): Decision => ({
    ask: (open) => (open ? hold(entry, { asking: true }) : letGo(entry, { asking: false })),
    start: () => hold(entry, { sending: true }),
    settle: (outcome) => settle(entry, outcome),
    release: () => letGo(entry, { sending: false }),
  });

  const turn = (to: number) => {
    setPage(to);
    // The button pressed is disabled on the first and the last page: the focus goes to the other one.
    focusAfter.current = to === pages ? { pager: 'previous' } : to === 1 ? { pager: 'next' } : null;
    list.current?.scrollIntoView?.({ block: 'nearest' });
  };

  const searchId = `${ids}-search`;
  return (
    <div className="staff-queue">
      <div className="staff-queue__tools">
        <div className="field staff-queue__search">
          <label className="field__label" htmlFor={searchId}>
            {t('staff:queue.search')}
          </label>
          <input
            id={searchId}
            className="field__input"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <button
          type="button"
          className="button button--secondary staff-queue__order"
          aria-pressed={newestFirst}
          onClick={() => {
            setNewestFirst((on) => !on);
            setPage(1);
          }}
        >
          {t('staff:queue.newestFirst')}
        </button>
      </div>
      <p className="staff-queue__result" role="status">
        {query === ''
          ? ''
          : shown > 0
            ? t('staff:queue.matches', { shown: formatStaffNumber(shown, language), total: formatStaffNumber(live.length, language) })
            : t('staff:queue.noMatch', { query: search.trim() })}
      </p>
      {live.length === 0 && held.size === 0 ? (
        <p className="staff-empty">{t('staff:queue.empty')}</p>
      ) : (
        <ul ref={list} className="staff-list" onFocus={onListFocus} onBlur={onListBlur}>
          {pageEntries.map((entry) => {
            const outcome = held.get(entry.key)?.outcome;
            if (outcome) return <OutcomeItem key={entry.key} entryKey={entry.key} outcome={outcome} />;
            // The live item (the freshest), or the one held while its decision is answered.
            return entry.kind === 'claims' ? (
              <ClaimItem key={entry.key} entryKey={entry.key} claim={entry.item} decision={decisionOf(entry)} />
            ) : (
              <PointsRequestItem key={entry.key} entryKey={entry.key} request={entry.item} decision={decisionOf(entry)} />
            );
          })}
        </ul>
      )}
      {pages > 1 && (
        <nav className="staff-pager" aria-label={t('staff:queue.pages')}>
          <button ref={previous} type="button" className="button button--secondary" disabled={current === 1} onClick={() => turn(current - 1)}>
            {t('staff:queue.previous')}
          </button>
          <p className="staff-pager__page">
            {t('staff:queue.page', { page: formatStaffNumber(current, language), pages: formatStaffNumber(pages, language) })}
          </p>
          <button ref={next} type="button" className="button button--secondary" disabled={current === pages} onClick={() => turn(current + 1)}>
            {t('staff:queue.next')}
          </button>
        </nav>
      )}
    </div>
  );
}

/**
 * What happened to an item decided here, in its place. A confirmation is a status, filled in once the region is in the
 * page (so a screen reader says it); a refusal (decided at another till meanwhile) an alert.
 */
function OutcomeItem({ entryKey, outcome }: { entryKey: string; outcome: Outcome }) {
  const alert = outcome.tone === 'failed';
  const [said, setSaid] = useState(alert);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setSaid(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <li className={`staff-item staff-outcome staff-outcome--${outcome.tone}`} data-entry={entryKey} data-state="outcome">
      <p className="staff-outcome__text" role={alert ? 'alert' : 'status'}>
        {said ? outcome.message : ''}
      </p>
    </li>
  );
}

/** Who an item is from, as the buttons name it: "Asha Rao (Customer ID 123456)" (one pending item of a kind per customer). */
function useWho(item: Claim | PointsRequest) {
  const { t } = useT();
  return t('staff:queue.who', { name: item.customerName, cusId: item.cusId });
}

/** The kind, the name and the Customer ID (as plain text: no second element labelled "Customer ID" beside the credit form's field). */
function ItemHeading({ kind, item }: { kind: Kind; item: Claim | PointsRequest }) {
  const { t } = useT();
  return (
    <div className="staff-item__head">
      <p className={`staff-item__kind staff-item__kind--${kind}`}>{t(kind === 'claims' ? 'staff:queue.claim' : 'staff:queue.request')}</p>
      <h3 className="staff-item__name">
        {item.customerName} <span className="staff-item__cus-id">{t('staff:queue.customerId', { cusId: item.cusId })}</span>
      </h3>
    </div>
  );
}

function ItemFacts({ item, before = [] }: { item: Claim | PointsRequest; before?: Fact[] }) {
  const { t, language } = useT();
  return (
    <FactList
      className="latest-facts staff-item__facts"
      facts={[
        ...before,
        { label: t('staff:queue.platform'), value: displayPlatform(item.platform, t) },
        { label: t('staff:queue.date'), value: <time dateTime={item.createdAt}>{formatDate(item.createdAt, language)}</time> },
      ]}
    />
  );
}

interface ItemProps {
  entryKey: string;
  decision: Decision;
}

interface DecisionActionsProps {
  /** The item's Approve button (a submit button for a points request: its form sends the points). */
  approve: ReactNode;
  /** "Reject this claim from Asha Rao?" */
  question: string;
  rejectLabel: string;
  keepLabel: string;
  busy: boolean;
  rejecting: boolean;
  onReject: () => void;
  /** The question opened or closed (the list holds the item while it is open). */
  onAsk: (open: boolean) => void;
  /** Asked with the question, above its buttons (a points request's reason). */
  details?: ReactNode;
}

/**
 * Approve in one tap; Reject asks first, on the card: "Reject this claim from Asha Rao?" [Reject] [Keep]. The
 * question takes the focus (a screen reader reads it), Keep gives it back to Reject.
 */
function DecisionActions({ approve, question, rejectLabel, keepLabel, busy, rejecting, onReject, onAsk, details }: DecisionActionsProps) {
  const { t } = useT();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  // A card that leaves the page (another page, a search) with its question open lets go of its item.
  const onAskNow = useRef(onAsk);
  useLayoutEffect(() => {
    onAskNow.current = onAsk;
  });
  useEffect(() => (confirming ? () => onAskNow.current(false) : undefined), [confirming]);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const focus = useRef<'question' | 'reject' | null>(null);
  useEffect(() => {
    const wanted = focus.current;
    focus.current = null;
    if (wanted === 'question') questionRef.current?.focus();
    if (wanted === 'reject') rejectRef.current?.focus();
  }, [confirming]);

  const confirm = (on: boolean) => {
    focus.current = on ? 'question' : 'reject';
    setConfirming(on);
    onAsk(on);
  };

  if (!confirming) {
    return (
      <div className="staff-item__actions">
        {approve}
        <button
          ref={rejectRef}
          type="button"
          className="button button--secondary"
          aria-label={rejectLabel}
          disabled={busy}
          onClick={() => confirm(true)}
        >
          {t('staff:queue.reject')}
        </button>
      </div>
    );
  }
  return (
    <div className="staff-item__confirm" role="group" aria-labelledby={id}>
      <p ref={questionRef} id={id} tabIndex={-1} className="staff-item__question">
        {question}
      </p>
      {details}
      {/* Reject where Approve was, Keep where Reject was: a double tap on Reject keeps the item. */}
      <div className="staff-item__actions">
        <button type="button" className="button button--danger" aria-label={rejectLabel} disabled={busy} onClick={onReject}>
          {rejecting ? t('staff:queue.rejecting') : t('staff:queue.reject')}
        </button>
        <button type="button" className="button button--secondary" aria-label={keepLabel} disabled={busy} onClick={() => confirm(false)}>
          {t('staff:queue.keep')}
        </button>
      </div>
    </div>
  );
}

function ClaimItem({ entryKey, claim, decision }: ItemProps & { claim: Claim }) {
  const { t, language } = useT();
  const who = useWho(claim);
  const { cache } = useApolloClient();
  const [approve, approving] = useMutation(ApproveClaimMutation);
  const [reject, rejecting] = useMutation(RejectClaimMutation);
  const [error, setError] = useState<string | null>(null);
  // A claim is approved with the customer's PIN (typed on the card), a Zomato or Swiggy one in one tap: the BFF's
  // claimNeedsPin (schema/src/rules.ts), written out here to keep the /staff bundle within its budget.
  const [askingPin, setAskingPin] = useState(false);
  const busy = approving.loading || rejecting.loading;
  const errorId = useId();
  const askPin = (open: boolean) => {
    setError(null);
    setAskingPin(open);
    if (open) decision.ask(true);
  };

  const decide = async (approved: boolean, pin?: string) => {
    if (busy) return;
    setError(null);
    decision.start();
    try {
      if (approved) await approve({ variables: { id: claim.id, pin } });
      else await reject({ variables: { id: claim.id } });
      // Said in its place first, then gone from the cache: one render, the item never just vanishes.
      decision.settle({ message: t(approved ? 'staff:queue.approvedClaim' : 'staff:queue.rejectedClaim', { who }), tone: 'done' });
      removeFromQueue(cache, 'claims', claim.id);
    } catch (failure) {
      const message = graphQLErrorMessage(failure, t(approved ? 'staff:queue.approveClaimFailed' : 'staff:queue.rejectClaimFailed'));
      if (isGone(failure)) {
        decision.settle({ message, tone: 'failed' });
        removeFromQueue(cache, 'claims', claim.id);
      } else {
        decision.release();
        setError(message);
      }
    }
  };

  return (
    <li className="staff-item" data-entry={entryKey} data-state="card">
      <ItemHeading kind="claims" item={claim} />
      <ItemFacts
        item={claim}
        before={[
          { label: t('staff:queue.reward'), value: claim.reward },
          { label: t('staff:queue.cost'), value: t('staff:queue.costPoints', { points: formatStaffNumber(claim.cost, language) }) },
        ]}
      />
      {error && (
        <p id={errorId} className="form-alert" role="alert">
          {error}
        </p>
      )}
      {askingPin ? (
        <Suspense fallback={null}>
          <ClaimPin
            who={who}
            busy={busy}
            refusal={error ? { id: errorId, message: error } : null}
            onApprove={(pin) => void decide(true, pin)}
            onCancel={() => askPin(false)}
            onLeave={() => decision.ask(false)}
          />
        </Suspense>
      ) : (
        <DecisionActions
          approve={
            <button
              type="button"
              className="button button--primary"
              aria-label={t('staff:queue.approveClaim', { who })}
              aria-describedby={error ? errorId : undefined}
              disabled={busy}
              onClick={() => (claim.platform !== 'Zomato' && claim.platform !== 'Swiggy' ? askPin(true) : void decide(true))}
            >
              {approving.loading ? t('staff:queue.approving') : t('staff:queue.approve')}
            </button>
          }
          question={t('staff:queue.confirmClaim', { name: claim.customerName })}
          rejectLabel={t('staff:queue.rejectClaim', { who })}
          keepLabel={t('staff:queue.keepClaim', { who })}
          busy={busy}
          rejecting={rejecting.loading}
          onReject={() => void decide(false)}
          onAsk={decision.ask}
        />
      )}
    </li>
  );
}

/** The points typed for a request: a whole number from 1 to MAX_POINTS_PER_ACTION, else which problem it has. */
export function parsePoints(text: string): { points: number } | { error: 'pointsMissing' | 'pointsInvalid' } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'pointsMissing' };
  const points = Number(trimmed);
  if (!Number.isInteger(points) || points < 1 || points > MAX_POINTS_PER_ACTION) return { error: 'pointsInvalid' };
  return { points };
}

/** What a points request's card warns about (noOrderId is said by the Order ID fact: "No order ID"). */
function RequestFlags({ flags }: { flags: PointsRequest['flags'] }) {
  const { t } = useT();
  const shown = flags.filter((flag) => flag !== 'noOrderId');
  if (shown.length === 0) return null;
  return (
    <ul className="staff-flags">
      {shown.map((flag) => (
        <li key={flag} className="staff-flag">
          {t(`staff:queue.flags.${flag}`)}
        </li>
      ))}
    </ul>
  );
}

/** The member's last 5 requests and credits at this restaurant, behind a "Last 5" disclosure: kind, points or status, date. */
function RecentItems({ recent }: { recent: PointsRequest['recent'] }) {
  const { t, language } = useT();
  return (
    <details className="staff-recent">
      <summary>{t('staff:queue.recent')}</summary>
      {recent.length === 0 ? (
        <p className="staff-recent__none">{t('staff:queue.recentNone')}</p>
      ) : (
        <ol className="staff-recent__list">
          {recent.map((item, index) => (
            <li key={index} className="staff-recent__item">
              <span>{describeHistoryItem(item)}</span>
              <span className="staff-recent__points">
                {item.points !== null
                  ? `${item.points > 0 ? '+' : ''}${formatStaffNumber(item.points, language)}`
                  : t(`status.${statusKey(item.status)}`)}
              </span>
              <time dateTime={item.createdAt}>{formatDate(item.createdAt, language)}</time>
              {item.rejectionReason && (
                <Suspense fallback={null}>
                  <RecentRejectionReason reason={item.rejectionReason} note={item.rejectionNote} className="staff-recent__reason" />
                </Suspense>
              )}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

const statusKey = (status: string): 'pending' | 'approved' | 'rejected' => (status === 'approved' || status === 'rejected' ? status : 'pending');

function PointsRequestItem({ entryKey, request, decision }: ItemProps & { request: PointsRequest }) {
  const { t, language } = useT();
  const who = useWho(request);
  const { cache } = useApolloClient();
  const [approve, approving] = useMutation(ApprovePointsRequestMutation);
  const [reject, rejecting] = useMutation(RejectPointsRequestMutation);
  const [points, setPoints] = useState('');
  const [why, setWhy] = useState<RejectChoice>({ reason: null, note: '' });
  const [whyMissing, setWhyMissing] = useState(false);
  const [error, setError] = useState<{ message: string; field: boolean } | null>(null);
  const busy = approving.loading || rejecting.loading;
  const ids = useId();

  const failed = (failure: unknown, fallback: string) => {
    const message = graphQLErrorMessage(failure, fallback);
    if (isGone(failure)) {
      decision.settle({ message, tone: 'failed' });
      removeFromQueue(cache, 'requests', request.id);
    } else {
      decision.release();
      setError({ message, field: false });
    }
  };

  const onApprove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parsePoints(points);
    if ('error' in parsed) {
      setError({ message: t(`staff:queue.${parsed.error}`, { max: MAX_POINTS_PER_ACTION }), field: true });
      return;
    }
    setError(null);
    decision.start();
    try {
      await approve({ variables: { id: request.id, points: parsed.points } });
      const message =
        parsed.points === 1
          ? t('staff:queue.gaveOne', { who })
          : t('staff:queue.gaveMany', { who, points: formatStaffNumber(parsed.points, language) });
      decision.settle({ message, tone: 'done' });
      removeFromQueue(cache, 'requests', request.id);
    } catch (failure) {
      failed(failure, t('staff:queue.approveRequestFailed'));
    }
  };

  const onReject = async () => {
    if (busy) return;
    const { reason } = why;
    setWhyMissing(!reason);
    if (!reason) return;
    setError(null);
    decision.start();
    try {
      // The note goes only with OTHER, and only when something was typed.
      const note = reason === 'OTHER' ? why.note.trim() || null : null;
      await reject({ variables: { id: request.id, reason, note } });
      decision.settle({ message: t('staff:queue.rejectedRequest', { who }), tone: 'done' });
      removeFromQueue(cache, 'requests', request.id);
    } catch (failure) {
      failed(failure, t('staff:queue.rejectRequestFailed'));
    }
  };

  return (
    <li className="staff-item" data-entry={entryKey} data-state="card">
      <ItemHeading kind="requests" item={request} />
      <ItemFacts
        item={request}
        before={[
          {
            label: t('staff:queue.orderId'),
            value: request.orderId ?? <span className="staff-flag staff-flag--inline">{t('staff:queue.noOrderId')}</span>,
            wide: true,
          },
        ]}
      />
      <RequestFlags flags={request.flags} />
      <RecentItems recent={request.recent} />
      <form className="staff-item__form" noValidate onSubmit={(event) => void onApprove(event)}>
        <div className="field staff-item__points">
          <label className="field__label" htmlFor={`${ids}-points`}>
            {t('staff:queue.points')}
          </label>
          <input
            id={`${ids}-points`}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_POINTS_PER_ACTION}
            step={1}
            required
            value={points}
            aria-invalid={error?.field ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            onChange={(event) => setPoints(event.target.value)}
          />
        </div>
        {error && (
          <p id={`${ids}-error`} className="form-alert" role="alert">
            {error.message}
          </p>
        )}
        <DecisionActions
          approve={
            <button type="submit" className="button button--primary" aria-label={t('staff:queue.approveRequest', { who })} disabled={busy}>
              {approving.loading ? t('staff:queue.approving') : t('staff:queue.approve')}
            </button>
          }
          question={t('staff:queue.confirmRequest', { name: request.customerName })}
          rejectLabel={t('staff:queue.rejectRequest', { who })}
          keepLabel={t('staff:queue.keepRequest', { who })}
          busy={busy}
          rejecting={rejecting.loading}
          onReject={() => void onReject()}
          onAsk={decision.ask}
          details={
            <Suspense fallback={null}>
              <RejectReasonChoice
                value={why}
                missing={whyMissing}
                disabled={busy}
                onChange={(choice) => {
                  setWhy(choice);
                  setWhyMissing(false);
                }}
              />
            </Suspense>
          }
        />
      </form>
    </li>
  );
}
