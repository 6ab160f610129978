import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { RefusalParams, RefusalReason } from '@foodspot/schema/refusals';
import type { CustomerDoc } from '../domain/customer.js';
import { type DomainError, type DomainErrorKind, refuse } from '../domain/errors.js';
import { lockDuration, type LockoutDoc, type LockoutPolicy, lockRemainingMs, withFailure } from '../domain/staff.js';
import type { FirestorePaths } from './firestore-paths.js';

/**
 * Wrong PINs for one customer, counted across every restaurant (pinLockouts/{customerUid}): 5 within 15 minutes lock
 * the Customer ID for 30 seconds, each further lock within a day twice as long as the one before, at most 15 minutes.
 * A typo at the counter costs the customer half a minute; a guesser gets 5 tries per lock, locks that soon last 15 minutes.
 */
export const PIN_LOCKOUT: LockoutPolicy = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 30_000,
  maxLockMs: 15 * 60_000,
  streakMs: 24 * 60 * 60_000,
};
/** Wrong PINs and unknown Customer IDs from one staff account (staffPinGuesses/{staffUid}); maxFailures from the config. */
export const STAFF_GUESS_LOCKOUT: Omit<LockoutPolicy, 'maxFailures'> = { windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** A lockout's refusal: what happened, and when to try again (also as Retry-After). */
function lockedOut(reason: 'TILL_PAUSED' | 'CUSTOMER_LOCKED' | 'CUSTOMER_LOCKED_OWNER', remainingMs: number): DomainError {
  const durationSeconds = Math.ceil(remainingMs / 1000);
  return refuse('RATE_LIMITED', reason, { duration: lockDuration(remainingMs), durationSeconds }, durationSeconds);
}

/** A staff account's guesses as read in the caller's transaction. */
export interface TillGuesses {
  /** TILL_PAUSED while this staff account's wrong guesses lock it, else null. */
  paused: DomainError | null;
  /** Counts a wrong guess against the staff account (written in the transaction); the guess that reaches the limit says so. */
  guessedWrong(kind: DomainErrorKind, reason: RefusalReason, params?: RefusalParams): DomainError;
}

/** A customer's PIN and wrong-PIN count as read in the caller's transaction. */
export interface CustomerPin {
  customerUid: string;
  customer: CustomerDoc | undefined;
  lockout: LockoutDoc | undefined;
}

/**
 * The PIN check a till makes before points move for a customer (an in-store credit, an in-store claim's approval),
 * in two steps inside the caller's transaction: read (tillGuesses, customerPin) with the caller's other reads, then
 * check, which writes. A wrong PIN's counts must be committed while the action is refused, so check returns the
 * refusal: the caller returns it from its transaction and throws it after the commit.
 */
export function createPinCheck(deps: { paths: FirestorePaths; staffMaxFailures: () => number }) {
  const { paths } = deps;

  async function tillGuesses(tx: Transaction, staffUid: string, nowMs: number): Promise<TillGuesses> {
    const ref = paths.staffPinGuesses(staffUid);
    const guesses = (await tx.get(ref)).data();
    const lock = lockRemainingMs(guesses, nowMs);
    return {
      paused: lock > 0 ? lockedOut('TILL_PAUSED', lock) : null,
      guessedWrong(kind, reason, params = {}) {
        const { doc, locked } = withFailure(guesses, nowMs, { ...STAFF_GUESS_LOCKOUT, maxFailures: deps.staffMaxFailures() });
        tx.set(ref, doc);
        return refuse(kind, reason, locked ? { ...params, tillNowPaused: 1 } : params);
      },
    };
  }

  async function customerPin(tx: Transaction, customerUid: string): Promise<CustomerPin> {
    const [customer, lockout] = await Promise.all([tx.get(paths.customer(customerUid)), tx.get(paths.pinLockout(customerUid))]);
    return { customerUid, customer: customer.data(), lockout: lockout.data() };
  }

  /**
   * The refusal of this PIN (null when it is the customer's): a locked Customer ID refuses even the right PIN; a wrong
   * one counts against the customer (across restaurants) and the staff account, and may lock them. The right PIN
   * clears the customer's count and streak (not the staff account's: a known PIN must not buy more guesses). An owner at
   * their own till is told to lift a lock themselves (`byOwner`), a cashier to ask the owner.
   */
  function check(
    tx: Transaction,
    input: { till: TillGuesses; customer: CustomerPin; pin: string; nowMs: number; byOwner?: boolean },
  ): DomainError | null {
    const { till, nowMs } = input;
    const { customerUid, customer, lockout } = input.customer;
    const customerRef = paths.customer(customerUid);
    const customerLock = lockRemainingMs(lockout, nowMs);
    if (customerLock > 0) return lockedOut(input.byOwner ? 'CUSTOMER_LOCKED_OWNER' : 'CUSTOMER_LOCKED', customerLock);
    if (customer?.pin !== input.pin) {
      const { doc, locked, lockMs } = withFailure(lockout, nowMs, PIN_LOCKOUT);
      tx.set(paths.pinLockout(customerUid), doc);
      // The customer's own screens read their document: they say why crediting is paused, and until when.
      if (locked && customer) tx.update(customerRef, { pinLockedUntil: Timestamp.fromMillis(doc.lockedUntilMs) });
      return locked
        ? till.guessedWrong('BAD_INPUT', 'WRONG_PIN_NOW_LOCKED', { duration: lockDuration(lockMs), durationSeconds: Math.ceil(lockMs / 1000) })
        : till.guessedWrong('BAD_INPUT', 'WRONG_PIN');
    }
    if (lockout) tx.delete(paths.pinLockout(customerUid));
    if (customer.pinLockedUntil) tx.update(customerRef, { pinLockedUntil: FieldValue.delete() });
    return null;
  }

  return { tillGuesses, customerPin, check };
}
export type PinCheck = ReturnType<typeof createPinCheck>;
