import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { PRIVACY_NOTICE } from '@foodspot/schema/privacy';
import type { ProfileInput } from '@foodspot/schema/profile';
import type { CustomerDoc, SessionUser, ViewerModel } from '../domain/customer.js';
import { refuse } from '../domain/errors.js';
import type { DocumentReader } from './document-reader.js';
import { firestorePaths } from './firestore-paths.js';
import { readAll, type TransactionRunner } from './transactions.js';

export type CustomerProfile = NonNullable<ViewerModel['profile']>;

export interface LoginOutcome {
  isNewUser: boolean;
  profileSet: boolean;
}

/** Customer accounts and profiles in customers/{uid}. */
export function createCustomerService(deps: { db: Firestore; now: () => Date; transactions: TransactionRunner; readDocument: DocumentReader }) {
  const { transactions } = deps;
  const customerRef = firestorePaths(deps.db).customer;

  const requireCustomer = (user: SessionUser) => {
    if (user.role !== 'customer') throw refuse('FORBIDDEN', 'ONLY_CUSTOMERS_PROFILE');
  };

  function toViewer(user: SessionUser, doc: CustomerDoc | undefined): ViewerModel {
    const profileSet = user.role === 'staff' ? true : Boolean(doc?.profileSet);
    return {
      uid: user.uid,
      role: user.role,
      profileSet,
      consentCurrent: user.role !== 'customer' || doc?.consent?.noticeVersion === PRIVACY_NOTICE.version,
      phoneNumber: user.phoneNumber,
      email: user.email,
      profile:
        doc?.profileSet && doc.firstName && doc.lastName && doc.phone && doc.pin
          ? { firstName: doc.firstName, lastName: doc.lastName, phone: doc.phone, email: doc.email, pin: doc.pin }
          : null,
    };
  }

  async function getViewer(user: SessionUser): Promise<ViewerModel> {
    if (user.role !== 'customer') return toViewer(user, undefined);
    return toViewer(user, (await deps.readDocument(customerRef(user.uid))).data());
  }

  return {
    /** Creates the customer record on first sign-in; tells whether this was the first. */
    async recordSignIn(user: SessionUser, method: 'phone' | 'email'): Promise<LoginOutcome> {
      // Staff accounts never get a customer record; the client refuses them after `me`.
      if (user.role !== 'customer') return { isNewUser: false, profileSet: true };
      return transactions.run(customerRef(user.uid).path, async (tx) => {
        const ref = customerRef(user.uid);
        // An owner's account (its token minted before the owner sign-up set the role) is not also a customer's:
        // read in this transaction, as the owner sign-up reads the customer's document in its own.
        const [snapshot, owner] = await readAll([tx.get(ref), tx.get(firestorePaths(deps.db).owner(user.uid))]);
        if (owner.exists) throw refuse('FORBIDDEN', 'OWNER_ACCOUNT_NOT_CUSTOMER');
        if (snapshot.exists) {
          return { isNewUser: false, profileSet: Boolean(snapshot.data()?.profileSet) };
        }
        const now = Timestamp.fromDate(deps.now());
        const fresh: CustomerDoc = {
          firstName: null,
          lastName: null,
          phone: user.phoneNumber,
          email: user.email,
          pin: null,
          role: 'customer',
          profileSet: false,
          signInMethod: method,
          createdAt: now,
          updatedAt: now,
        };
        tx.create(ref, fresh);
        return { isNewUser: true, profileSet: false };
      });
    },

    getViewer,

    /** The completed profile, for the customer to edit it; 404 until it was completed once. */
    async getProfile(user: SessionUser): Promise<CustomerProfile> {
      requireCustomer(user);
      const { profile } = await getViewer(user);
      if (!profile) throw refuse('NOT_FOUND', 'PROFILE_MISSING');
      return profile;
    },

    async saveProfile(user: SessionUser, input: ProfileInput): Promise<ViewerModel> {
      requireCustomer(user);
      const ref = customerRef(user.uid);
      const now = Timestamp.fromDate(deps.now());
      const saved = await transactions.run(ref.path, async (tx) => {
        const snapshot = await tx.get(ref);
        const existing = snapshot.data();
        // What the form does not carry stays: the PIN lock's copy and the consent record's.
        const next: CustomerDoc = {
          ...(existing?.pinLockedUntil !== undefined ? { pinLockedUntil: existing.pinLockedUntil } : {}),
          ...(existing?.consent !== undefined ? { consent: existing.consent } : {}),
          signInMethod: existing?.signInMethod ?? (user.phoneNumber ? 'phone' : 'email'),
          createdAt: existing?.createdAt ?? now,
          ...input,
          role: 'customer',
          profileSet: true,
          updatedAt: now,
        };
        tx.set(ref, next);
        return next;
      });
      return toViewer(user, saved);
    },

    /**
     * Records the customer's consent to the privacy notice of `noticeVersion`, which must be the current one
     * (400 CONSENT_VERSION otherwise: they read an older notice). Agreeing again to the same version writes nothing.
     */
    async giveConsent(user: SessionUser, noticeVersion: string): Promise<ViewerModel> {
      requireCustomer(user);
      if (noticeVersion !== PRIVACY_NOTICE.version) throw refuse('CONSENT_VERSION', 'CONSENT_VERSION_STALE');
      const ref = customerRef(user.uid);
      const saved = await transactions.run(ref.path, async (tx) => {
        const existing = (await tx.get(ref)).data();
        if (!existing) throw refuse('NOT_FOUND', 'LOG_IN_AGAIN');
        if (existing.consent?.noticeVersion === noticeVersion) return existing;
        const consent = { noticeVersion, givenAt: Timestamp.fromDate(deps.now()) };
        tx.create(firestorePaths(deps.db).consents(user.uid).doc(), consent);
        tx.update(ref, { consent });
        return { ...existing, consent };
      });
      return toViewer(user, saved);
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
