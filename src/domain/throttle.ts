// Sliding-window throttling (login, password-reset requests): at most `limit` counted events per
// `windowMs`. Pure: the caller keeps the timestamps and the clock.

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export interface ThrottleVerdict {
  /** True when another attempt must be refused now. */
  blocked: boolean;
  /** Milliseconds until an attempt would be allowed again (0 when not blocked). */
  retryAfterMs: number;
}

/** The events still inside the window ending at `now`, oldest first. */
export function withinWindow(events: readonly number[], now: number, rule: ThrottleRule): number[] {
  return events.filter((t) => t > now - rule.windowMs && t <= now);
}

/**
 * Blocked once `limit` events lie inside the window; free again when the oldest of the newest
 * `limit` events leaves it. A limit ≤ 0 disables the rule.
 */
export function throttleVerdict(events: readonly number[], now: number, rule: ThrottleRule): ThrottleVerdict {
  if (rule.limit <= 0) return { blocked: false, retryAfterMs: 0 };
  const recent = withinWindow(events, now, rule);
  if (recent.length < rule.limit) return { blocked: false, retryAfterMs: 0 };
  const oldestCounted = recent[recent.length - rule.limit]!;
  return { blocked: true, retryAfterMs: Math.max(1, oldestCounted + rule.windowMs - now) };
}

/** The longest wait of several verdicts (account and address together). */
export function combineVerdicts(verdicts: readonly ThrottleVerdict[]): ThrottleVerdict {
  const blocked = verdicts.filter((v) => v.blocked);
  if (blocked.length === 0) return { blocked: false, retryAfterMs: 0 };
  return { blocked: true, retryAfterMs: Math.max(...blocked.map((v) => v.retryAfterMs)) };
}
