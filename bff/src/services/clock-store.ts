import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { type Clock, systemClock } from './clock.js';

/** express-rate-limit's window, and the per-account budgets': one minute. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * An in-memory express-rate-limit store that counts by the injected clock, as its MemoryStore counts by
 * Date.now(): a key's window opens at its first hit, and its count starts afresh once the window is over.
 * Windows that are over are forgotten at most once a window, so keys seen once do not pile up.
 */
export class ClockStore implements Store {
  /** Counts live in this instance only (express-rate-limit's check that no two limiters share one). */
  readonly localKeys = true;
  private windowMs = RATE_LIMIT_WINDOW_MS;
  private readonly clients = new Map<string, ClientRateLimitInfo & { resetTime: Date }>();
  private nextSweepMs = 0;

  constructor(private readonly clock: Clock = systemClock) {}

  init(options: Pick<Options, 'windowMs'>): void {
    this.windowMs = options.windowMs;
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const client = this.clients.get(key);
    return Promise.resolve(client && client.resetTime.getTime() > this.clock.now().getTime() ? client : undefined);
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    const nowMs = this.clock.now().getTime();
    this.sweep(nowMs);
    let client = this.clients.get(key);
    if (!client || client.resetTime.getTime() <= nowMs) {
      client = { totalHits: 0, resetTime: new Date(nowMs + this.windowMs) };
      this.clients.set(key, client);
    }
    client.totalHits += 1;
    return Promise.resolve(client);
  }

  decrement(key: string): Promise<void> {
    const client = this.clients.get(key);
    if (client && client.totalHits > 0) client.totalHits -= 1;
    return Promise.resolve();
  }

  resetKey(key: string): Promise<void> {
    this.clients.delete(key);
    return Promise.resolve();
  }

  resetAll(): Promise<void> {
    this.clients.clear();
    return Promise.resolve();
  }

  shutdown(): void {
    this.clients.clear();
  }

  private sweep(nowMs: number): void {
    if (nowMs < this.nextSweepMs) return;
    this.nextSweepMs = nowMs + this.windowMs;
    for (const [key, client] of this.clients) if (client.resetTime.getTime() <= nowMs) this.clients.delete(key);
  }
}
