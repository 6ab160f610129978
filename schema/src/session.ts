/**
 * The readable "this browser holds (or held) a session" cookie (docs/decisions/005): set by the BFF with
 * every session cookie, read by the client to decide whether asking `me` is worth a request.
 */
export const SIGNED_IN_HINT_COOKIE = 'fs_signed_in';
