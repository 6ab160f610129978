import { createCipheriv, createDecipheriv, createHash, createHmac } from 'node:crypto';
import { isDocumentId } from '@foodspot/schema/validation';

/**
 * The ids the till gets for queue items and credits. They name a customer's document (`customerUid/docId`), but a
 * cashier must learn neither the customer's Firebase uid nor how to name another item: each id is the pair sealed
 * with AES-256-GCM under a key every replica shares (STAFF_ID_SECRET). A changed, cut or made-up id fails to open,
 * and the service answers it as it answers an item that does not exist.
 */
export interface StaffItemIds {
  encode(customerUid: string, docId: string): string;
  /** The pair an id seals, or null for anything this server did not hand out. */
  decode(id: string): { customerUid: string; itemId: string } | null;
}

/** Local mode and tests: a fixed key, so replicas of a test agree. Production requires its own (config.ts). */
export const DEV_STAFF_ID_SECRET = 'local-staff-item-ids-not-a-secret-0123456789';

const IV_BYTES = 12;
const TAG_BYTES = 16;
// Two document ids of at most 1500 bytes each would be far longer; real ones are 20-36 characters.
const MAX_ID_LENGTH = 512;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
// Binds the sealed text to its use: the same key sealing something else one day cannot be passed off as an item id.
const PURPOSE = Buffer.from('foodspot staff item id v1');

export function createStaffItemIds(secret: string): StaffItemIds {
  const key = createHash('sha256').update(`seal:${secret}`).digest();
  const ivKey = createHash('sha256').update(`iv:${secret}`).digest();
  return {
    encode(customerUid, docId) {
      const plain = `${customerUid}/${docId}`;
      // The same item always gets the same id (a retried credit answers the id it answered before, a list compares
      // by id): the nonce comes from the text itself, so it repeats only with the same text (a synthetic IV).
      const iv = createHmac('sha256', ivKey).update(plain).digest().subarray(0, IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(PURPOSE);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    decode(id) {
      if (id.length > MAX_ID_LENGTH || !BASE64URL.test(id)) return null;
      const bytes = Buffer.from(id, 'base64url');
      // One spelling per id: base64url's last character has unused low bits, so four spellings decode alike.
      if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== id) return null;
      let plain: string;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES }).setAAD(PURPOSE);
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
      const [customerUid, itemId, ...rest] = plain.split('/');
      if (!customerUid || !itemId || rest.length || !isDocumentId(customerUid) || !isDocumentId(itemId)) return null;
      return { customerUid, itemId };
    },
  };
}
