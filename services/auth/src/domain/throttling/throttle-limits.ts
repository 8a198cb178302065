/**
 * Every throttle of the service in one place. Each limit holds over any `windowMs` (a sliding
 * window read from the service clock, not clock hours); counters live in Redis with a TTL, so they
 * survive restarts and are shared by all replicas.
 */
export type WindowLimit = { name: string; limit: number; windowMs: number };

const minute = 60_000;
const hour = 60 * minute;

export const limits = {
  /** New accounts per client IP (each one sends an SMS). */
  registerPerIp: { name: 'register-ip', limit: 10, windowMs: hour },
  /** New accounts per phone number (each one sends that number an SMS). */
  registerPerPhone: { name: 'register-phone', limit: 5, windowMs: hour },
  /** Resends per account id (known or not, so the limit reveals nothing). */
  resendPerAccount: { name: 'resend-account', limit: 5, windowMs: hour },
  /** Resends per phone number, across that number's pending accounts. */
  resendPerPhone: { name: 'resend-phone', limit: 10, windowMs: hour },
  /** Resends per client IP, whatever the account (SMS pumping). */
  resendPerIp: { name: 'resend-ip', limit: 20, windowMs: hour },
  /** Wrong OTPs per client IP, across accounts. */
  otpFailuresPerIp: { name: 'otp-fail-ip', limit: 50, windowMs: hour },
  /** Failed logins per client IP, across identifiers (credential stuffing). */
  loginFailuresPerIp: { name: 'login-fail-ip', limit: 100, windowMs: 15 * minute },
  /** Contact-page messages per client IP (the form needs no account). */
  contactPerIp: { name: 'contact-ip', limit: 5, windowMs: hour },
  /** Contact-page messages per sender email, whatever the address they come from. */
  contactPerEmail: { name: 'contact-email', limit: 3, windowMs: hour },
} as const satisfies Record<string, WindowLimit>;

/** Least time between two codes sent to one account (registration counts as the first). */
export const resendCooldownMs = 30_000;

/** Per-identifier login failures: progressive delay, then a lockout. */
export const loginThrottle = {
  /** Failures allowed before each further attempt has to wait. */
  freeFailures: 5,
  /** The wait after n ≥ freeFailures consecutive failures is 2^(n - freeFailures) s, capped. */
  maxDelayMs: 300_000,
  /** Every this many consecutive failures locks the identifier. */
  lockAfterFailures: 20,
  lockMs: 15 * minute,
  /** Consecutive failures are forgotten after a day without one. */
  memoryMs: 24 * hour,
} as const;
