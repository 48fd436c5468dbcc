// In-memory throttles of the anonymous routes (one process; see README "Anmeldeschutz"): failed logins
// per account and per client address, password-reset requests per address. State lives in this
// process and starts empty after a restart; every failed login is also recorded durably in the
// audit log. Memory stays bounded: timestamps outside the window are dropped, and past MAX_KEYS the
// keys with the oldest activity are evicted.
import type { Config } from '../../config.ts';
import { combineVerdicts, throttleVerdict, withinWindow, type ThrottleRule, type ThrottleVerdict } from '../../domain/throttle.ts';

const MAX_KEYS = 100_000;

/** Timestamps per key under one rule. */
export class EventWindow {
  private readonly events = new Map<string, number[]>();
  constructor(readonly rule: ThrottleRule) {}

  verdict(key: string, now = Date.now()): ThrottleVerdict {
    return throttleVerdict(this.events.get(key) ?? [], now, this.rule);
  }

  record(key: string, now = Date.now()): void {
    const kept = withinWindow(this.events.get(key) ?? [], now, this.rule);
    kept.push(now);
    // Re-insert so Map order is activity order: the first keys are the least recently active.
    this.events.delete(key);
    this.events.set(key, kept.slice(-Math.max(1, this.rule.limit)));
    if (this.events.size > MAX_KEYS) this.events.delete(this.events.keys().next().value!);
  }

  clear(key: string): void {
    this.events.delete(key);
  }
}

export class Throttles {
  readonly loginAccount: EventWindow;
  readonly loginAddress: EventWindow;
  readonly resetAddress: EventWindow;

  constructor(config: Pick<Config, 'throttle'>) {
    const windowMs = config.throttle.windowSeconds * 1000;
    this.loginAccount = new EventWindow({ limit: config.throttle.loginFailuresPerAccount, windowMs });
    this.loginAddress = new EventWindow({ limit: config.throttle.loginFailuresPerAddress, windowMs });
    this.resetAddress = new EventWindow({ limit: config.throttle.resetRequestsPerAddress, windowMs });
  }

  /** Whether a login for `account` from `address` must wait. */
  login(account: string, address: string): ThrottleVerdict {
    return combineVerdicts([this.loginAccount.verdict(account), this.loginAddress.verdict(address)]);
  }

  loginFailed(account: string, address: string): void {
    this.loginAccount.record(account);
    this.loginAddress.record(address);
  }

  /** A successful login clears the account's failures (the address keeps its count). */
  loginSucceeded(account: string): void {
    this.loginAccount.clear(account);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    throttles: Throttles;
  }
}
