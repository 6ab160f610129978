import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { graphql } from '../../__generated__/gql';
import type { LastCredit_CreditFragment } from '../../__generated__/graphql';
import { Spinner } from '../../components/spinner';
import { graphQLErrorMessage, isNotFound } from '../../lib/graphql-errors';
import { localeOf, useT } from '../../lib/i18n';
import { formatIndiaTime } from './credit-time';
import './credit.css';

/** What the till shows of an in-store credit it made: the row, and what the success line and an undo need. */
export const LastCreditFragment = graphql(`
  fragment LastCredit_credit on InStoreCredit {
    id
    cusId
    customerName
    amount
    balance
    createdAt
    undoableUntil
    reversedAt
  }
`);

/** The last 10 in-store credits of the signed-in staff account, newest first. */
export const LastCreditsQuery = graphql(`
  query LastCredits {
    lastCredits {
      ...LastCredit_credit
    }
  }
`);

/** Takes back a credit of this account's last 10 minutes; the answer (reversedAt set) updates its row in the cache. */
export const UndoCreditMutation = graphql(`
  mutation UndoCredit($id: ID!) {
    undoCredit(id: $id) {
      ...LastCredit_credit
    }
  }
`);

const LAST_CREDITS = 10;
/** Rows shown until the cashier asks for all: the newest 3 keep the queue within a tablet's or a phone's first screen. */
export const LAST_CREDITS_SHOWN = 3;
/** How often the rows look at the clock again: an Undo button goes within 15 s of its 10 minutes passing. */
const CLOCK_TICK_MS = 15_000;

type T = ReturnType<typeof useT>['t'];

/** "650 points", "1 point", in the language of `t`. */
export const pointsText = (t: T, points: number) => (points === 1 ? t('staff:credit.pointsOne') : t('staff:credit.points', { n: points }));

/** A new credit at the top of the list (the list as the server would now answer it: 10 at most, newest first). */
export function prependLastCredit(cache: ApolloCache, credit: LastCredit_CreditFragment) {
  cache.updateQuery({ query: LastCreditsQuery }, (data) => ({
    lastCredits: [credit, ...(data?.lastCredits ?? []).filter((item) => item.id !== credit.id)].slice(0, LAST_CREDITS),
  }));
}

/** The time now, again every 15 s. */
function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A row the cashier is undoing (`active`: asked or sent) or undid (`settled`): it stays shown whatever comes above it. */
type Pin = 'active' | 'settled';

/**
 * "Last credits": this staff account's last 10 in-store credits (name, Customer ID, points, time), each with Undo
 * for the 10 minutes the server allows. A mistyped bill is put right here, without a call to the owner. The newest 3
 * show until "Show all 10" (the queue below starts within the first screen); a row being undone stays shown.
 */
export function LastCredits() {
  const { t } = useT();
  const { data, error, refetch } = useQuery(LastCreditsQuery);
  // What was undone, worded at render: a switch of language rewords it.
  const [status, setStatus] = useState<{ kind: 'undone'; amount: number; customerName: string } | { kind: 'gone'; customerName: string } | null>(
    null,
  );
  const [expanded, setExpanded] = useState(false);
  const [pinned, setPinned] = useState<ReadonlyMap<string, Pin>>(new Map());
  const now = useClock();
  const credits = data?.lastCredits;
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The focus was on a row that went away: the sentence saying why takes it.
  const focusStatus = useRef(false);
  useLayoutEffect(() => {
    if (!focusStatus.current || !statusRef.current) return;
    focusStatus.current = false;
    statusRef.current.focus();
  });
  const titleId = useId();
  const listId = useId();
  const pin = (id: string, to: Pin | null) =>
    setPinned((before) => {
      const after = new Map(before);
      if (to) after.set(id, to);
      else after.delete(id);
      return after;
    });
  const visible = (all: readonly LastCredit_CreditFragment[]) =>
    expanded ? all : all.filter((credit, index) => index < LAST_CREDITS_SHOWN || pinned.has(credit.id));
  const toggle = () => {
    // Fewer again: the rows undone meanwhile go back under "Show all"; one still being undone stays.
    if (expanded) setPinned((before) => new Map([...before].filter(([, state]) => state === 'active')));
    setExpanded((on) => !on);
  };

  return (
    <div className="last-credits">
      {/* The toggle beside the title: the rows start right under it, and the queue a line sooner. */}
      <div className="last-credits__head">
        <h3 id={titleId} className="last-credits__title">
          {t('staff:credit.last.title')}
        </h3>
        {credits && credits.length > LAST_CREDITS_SHOWN && (
          <button
            type="button"
            className="button button--secondary last-credits__more"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={toggle}
          >
            {expanded ? t('staff:credit.last.showFewer') : t('staff:credit.last.showAll', { n: credits.length })}
          </button>
        )}
      </div>
      {status && (
        <p ref={statusRef} className="form-success" role="status" tabIndex={-1}>
          {status.kind === 'undone'
            ? t('staff:credit.last.undoneStatus', { points: pointsText(t, status.amount), name: status.customerName })
            : t('staff:credit.last.gone', { name: status.customerName })}
        </p>
      )}
      {credits ? (
        credits.length > 0 ? (
          <ol id={listId} className="last-credits__list" aria-labelledby={titleId}>
            {visible(credits).map((credit) => (
              <CreditRow
                key={credit.id}
                credit={credit}
                now={now}
                onPin={(to) => pin(credit.id, to)}
                onUndone={(undone) => setStatus({ kind: 'undone', amount: undone.amount, customerName: undone.customerName })}
                onGone={() => {
                  // The customer left or deleted their account meanwhile: the list as the server has it now, and why the row went.
                  pin(credit.id, null);
                  setStatus({ kind: 'gone', customerName: credit.customerName });
                  focusStatus.current = true;
                  void refetch().catch(() => {});
                }}
              />
            ))}
          </ol>
        ) : (
          <p className="last-credits__empty">{t('staff:credit.last.empty')}</p>
        )
      ) : error ? (
        <div className="form-alert" role="alert">
          <p>{graphQLErrorMessage(error, t('staff:credit.last.failed'))}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch().catch(() => {})}>
            {t('staff:credit.last.retry')}
          </button>
        </div>
      ) : (
        <Spinner label={t('staff:credit.last.loading')} />
      )}
    </div>
  );
}

type Stage = 'idle' | 'confirm' | 'sending';
type FocusTarget = 'undo' | 'question' | 'undone' | 'error';

/** One credit: Undo while it can be undone, then "Undo the credit of … ?" [Undo credit] [Keep]; "Undone" after. */
function CreditRow({
  credit,
  now,
  onPin,
  onUndone,
  onGone,
}: {
  credit: LastCredit_CreditFragment;
  now: number;
  /** Keeps the row shown (or not) whatever new credits come above it. */
  onPin: (to: Pin | null) => void;
  onUndone: (credit: LastCredit_CreditFragment) => void;
  /** The server has no such credit any more (NOT_FOUND): the customer left the restaurant or deleted their account. */
  onGone: () => void;
}) {
  const { t, language } = useT();
  const [stage, setStage] = useState<Stage>('idle');
  const [error, setError] = useState<string | null>(null);
  const [undoCredit] = useMutation(UndoCreditMutation);
  // A second tap before React has disabled the button sends nothing either.
  const inFlight = useRef(false);
  const questionId = useId();
  const undoRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const undoneRef = useRef<HTMLSpanElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // Where the focus goes once the row has re-rendered (the control that had it is gone).
  const focusNext = useRef<FocusTarget | null>(null);
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    // No Undo button any more (the 10 minutes passed): the row's sentence instead.
    const element =
      { undo: undoRef, question: questionRef, undone: undoneRef, error: errorRef }[target].current ?? (target === 'undo' ? errorRef.current : null);
    // "Undone" shows once the answer is in the cache, maybe a render later.
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  const points = pointsText(t, credit.amount);
  const undone = credit.reversedAt != null;
  const undoable = !undone && now < Date.parse(credit.undoableUntil);

  const ask = () => {
    setError(null);
    setStage('confirm');
    onPin('active');
    focusNext.current = 'question';
  };
  const keep = () => {
    setStage('idle');
    // Still shown: the focus goes back to its Undo.
    onPin('settled');
    focusNext.current = 'undo';
  };
  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStage('sending');
    // "Undone" takes the focus as soon as it shows (the answer reaches the cache, and so the row, before this await ends).
    focusNext.current = 'undone';
    try {
      const { data } = await undoCredit({ variables: { id: credit.id } });
      setStage('idle');
      onPin('settled');
      onUndone(data?.undoCredit ?? credit);
    } catch (failure) {
      setStage('idle');
      if (isNotFound(failure)) {
        focusNext.current = null;
        onGone();
        return;
      }
      onPin('settled');
      setError(graphQLErrorMessage(failure, t('staff:credit.last.undoFailed')));
      focusNext.current = 'undo';
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <li className={undone ? 'credit-row credit-row--undone' : 'credit-row'}>
      <div className="credit-row__who">
        <span className="credit-row__name">{credit.customerName}</span>
        <span className="credit-row__meta">
          {t('staff:credit.last.cusId', { cusId: credit.cusId })} ·{' '}
          <time dateTime={credit.createdAt}>{formatIndiaTime(credit.createdAt, localeOf(language))}</time>
        </span>
      </div>
      <span className="credit-row__points">{points}</span>
      {undone ? (
        <span ref={undoneRef} className="credit-row__undone" tabIndex={-1}>
          {t('staff:credit.last.undone')}
        </span>
      ) : stage !== 'idle' ? (
        <div className="credit-row__confirm" role="group" aria-labelledby={questionId}>
          <p ref={questionRef} id={questionId} className="credit-row__question" tabIndex={-1}>
            {t('staff:credit.last.confirm', { points, name: credit.customerName })}
          </p>
          <div className="credit-actions">
            <button type="button" className="button button--primary" disabled={stage === 'sending'} onClick={() => void confirm()}>
              {stage === 'sending' ? t('staff:credit.last.undoing') : t('staff:credit.last.confirmYes')}
            </button>
            <button type="button" className="button button--secondary" disabled={stage === 'sending'} onClick={keep}>
              {t('staff:credit.last.keep')}
            </button>
          </div>
        </div>
      ) : (
        undoable && (
          <button
            ref={undoRef}
            type="button"
            className="button button--secondary credit-row__undo"
            aria-label={t('staff:credit.last.undoLabel', { points, name: credit.customerName, cusId: credit.cusId })}
            onClick={ask}
          >
            {t('staff:credit.last.undo')}
          </button>
        )
      )}
      {error && (
        <p ref={errorRef} className="form-alert credit-row__error" role="alert" tabIndex={-1}>
          {error}
        </p>
      )}
    </li>
  );
}
