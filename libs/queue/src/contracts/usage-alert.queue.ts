import { z } from 'zod';
import { defineQueue } from '../queue-contract.js';

/**
 * When an owner's billing cycle of conversations reaches 80 % or 100 % of the plan's, the chat service
 * records a notice (shown on the dashboard) and hands it to the auth service, which owns the
 * owner's e-mail address and choices, on this queue. The payload names the notice and carries its
 * figures; no address, no name.
 */
export const usageAlertPayload = z.object({
  ownerId: z.string().min(1),
  /**
   * The billing cycle the conversations were counted in (billing's window: the paid subscription's
   * period, or the calendar month UTC on Free), ISO-8601 UTC.
   */
  cycleStart: z.iso.datetime(),
  cycleEnd: z.iso.datetime(),
  /** The share of the cycle's conversations reached, in percent. */
  threshold: z.union([z.literal(80), z.literal(100)]),
  /** The cycle's conversations and the plan's quota when the threshold was reached. */
  conversations: z.number().int().nonnegative(),
  quota: z.number().int().positive(),
  /** ISO-8601 UTC. */
  noticedAt: z.string(),
});

export type UsageAlert = z.infer<typeof usageAlertPayload>;

export const usageAlertMailQueue = defineQueue('auth.usage-alert-mail', usageAlertPayload);

/**
 * One notice's id, the same wherever it is computed: the job id (a notice handed over twice is
 * one job) and the key under which auth records the e-mail sent (a job added again after the
 * first was removed from Redis still mails once). BullMQ ids may not contain colons.
 */
export const usageNoticeKey = ({
  ownerId,
  cycleStart,
  threshold,
}: Pick<UsageAlert, 'ownerId' | 'cycleStart' | 'threshold'>) =>
  `usage-${ownerId.replaceAll(':', '_')}-${String(Date.parse(cycleStart))}-${String(threshold)}`;

/** The backoff type the auth worker times itself (doubling delays with a ceiling, see its worker). */
export const usageAlertBackoffType = 'mail-retry';

/**
 * Retries for about a day (an SMTP server that is down for hours still gets every alert once it is
 * back); the delays are the consumer's `usageAlertBackoffType` strategy.
 */
export const usageAlertJobOptions = {
  attempts: 30,
  backoff: { type: usageAlertBackoffType },
} as const;
