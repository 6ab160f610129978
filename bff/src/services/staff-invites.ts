import { createHash, randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { type Firestore, type Transaction, Timestamp } from 'firebase-admin/firestore';
import { REFUSALS } from '@foodspot/schema/refusals';
import { refuse } from '../domain/errors.js';
import { STAFF_INVITE_TTL_MS, type StaffDoc } from '../domain/staff.js';
import { firestorePaths } from './firestore-paths.js';
import type { SessionService } from './sessions.js';
import type { TransactionRunner } from './transactions.js';

export const INVITE_DEAD = REFUSALS.INVITE_DEAD;

/** What a link carries: 32 random bytes. What is stored: their hash, so the database alone sets no password. */
export const inviteHashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new set-password link for a staff account, in the transaction that (re)writes its staff document, which must
 * also record `inviteHashOf(token)` as its `inviteHash`: the link before stops working at once (only the newest
 * works), and the new one works once, for 24 hours. Returns the token for the link.
 */
export function issueStaffInvite(
  db: Firestore,
  tx: Transaction,
  invite: { staffUid: string; email: string; restaurantUid: string; current: StaffDoc | undefined; now: Date },
): string {
  const paths = firestorePaths(db);
  const token = randomBytes(32).toString('base64url');
  if (invite.current?.inviteHash) tx.delete(paths.staffInvite(invite.current.inviteHash));
  tx.set(paths.staffInvite(inviteHashOf(token)), {
    staffUid: invite.staffUid,
    email: invite.email,
    restaurantUid: invite.restaurantUid,
    createdAt: Timestamp.fromDate(invite.now),
    expiresAt: Timestamp.fromMillis(invite.now.getTime() + STAFF_INVITE_TTL_MS),
  });
  return token;
}

/** Redeeming a set-password link: which account it is for, and setting its password once. */
export function createStaffInviteService(deps: {
  db: Firestore;
  auth: Auth;
  now: () => Date;
  transactions: TransactionRunner;
  sessions: Pick<SessionService, 'revokeSessions'>;
}) {
  const paths = firestorePaths(deps.db);

  /** The invite of `token` if it still works: the newest of a staff account still on that restaurant's staff, not expired. */
  async function liveInvite(token: string, tx?: Transaction) {
    if (!TOKEN_PATTERN.test(token)) throw refuse('NOT_FOUND', 'INVITE_DEAD');
    const inviteRef = paths.staffInvite(inviteHashOf(token));
    const invite = (tx ? await tx.get(inviteRef) : await inviteRef.get()).data();
    if (!invite || invite.expiresAt.toMillis() <= deps.now().getTime()) throw refuse('NOT_FOUND', 'INVITE_DEAD');
    const staffRef = paths.staff(invite.staffUid);
    const staff = (tx ? await tx.get(staffRef) : await staffRef.get()).data();
    if (staff?.inviteHash !== inviteRef.id || staff.restaurantUid !== invite.restaurantUid) throw refuse('NOT_FOUND', 'INVITE_DEAD');
    return { invite, inviteRef, staffRef };
  }

  return {
    /** The account's email, for the set-password page to show; a dead link says so. */
    async describe(token: string): Promise<{ email: string }> {
      const { invite } = await liveInvite(token);
      return { email: invite.email };
    },

    /**
     * Sets the password of the link's account and uses the link up. The link is spent first (in a transaction, so
     * two uses at once cannot both pass), then the password is set and every other session of the account ends:
     * whoever held an earlier session or link is out.
     */
    async setPassword(token: string, password: string): Promise<{ email: string }> {
      const invite = await deps.transactions.run(`staffInvites/${inviteHashOf(token)}`, async (tx) => {
        const live = await liveInvite(token, tx);
        tx.delete(live.inviteRef);
        tx.update(live.staffRef, { inviteHash: null });
        return live.invite;
      });
      await deps.auth.updateUser(invite.staffUid, { password, emailVerified: true });
      await deps.sessions.revokeSessions(invite.staffUid);
      return { email: invite.email };
    },
  };
}
