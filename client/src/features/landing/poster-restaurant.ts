import { useEffect, useState } from 'react';
import { API_BASE } from '../../lib/api';
import { returnPath } from '../../lib/return-to';

const ADD_PATH = '/home/add-restaurant';
/** As resIdSchema allows at most (the server checks the ID again with it). */
const MAX_RES_ID_LENGTH = 40;

/**
 * The Restaurant ID of a counter poster's link (`/home/add-restaurant?resId=FS1002`) that waits for the login
 * (lib/return-to), or null. Only a first sieve, so junk is not sent: the server checks the ID with resIdSchema.
 */
export function pendingPosterResId(): string | null {
  const url = new URL(returnPath(), 'https://return-to.invalid');
  if (url.pathname !== ADD_PATH) return null;
  const resId = (url.searchParams.get('resId') ?? '').trim().toUpperCase();
  return resId && resId.length <= MAX_RES_ID_LENGTH ? resId : null;
}

/** `{ name }` of GET /restaurants/{resId}/public-name; anything else is no name. */
async function fetchPublicName(resId: string, signal: AbortSignal): Promise<string | null> {
  const response = await fetch(`${API_BASE}/restaurants/${encodeURIComponent(resId)}/public-name`, { signal });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  const name = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).name : null;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}

/**
 * The name of the restaurant a poster's link is about to add once the visitor has logged in, as the server
 * knows it (never the URL's text: a link must not put words of its own on our page); null while there is
 * none, while it loads, or when the server knows no such restaurant. Read after the first render, so the
 * prerendered page and the first render agree.
 */
export function usePosterRestaurantName(): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const resId = pendingPosterResId();
    if (!resId) return;
    const controller = new AbortController();
    fetchPublicName(resId, controller.signal).then(
      (found) => {
        if (!controller.signal.aborted) setName(found);
      },
      // Offline or refused: the page simply says nothing about it; the login still carries on to the link.
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return name;
}
