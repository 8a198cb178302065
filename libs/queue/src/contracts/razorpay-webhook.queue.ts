import { z } from 'zod';
import { defineQueue } from '../queue-contract.js';

/**
 * A verified Razorpay webhook delivery waiting to be applied by billing. The body stays in
 * billing.webhook_events; the job names the event only.
 */
export const razorpayWebhookPayload = z.object({ eventId: z.string().min(1).max(100) });

export type RazorpayWebhookJob = z.infer<typeof razorpayWebhookPayload>;

export const razorpayWebhookQueue = defineQueue('billing.razorpay-webhook', razorpayWebhookPayload);

/** One job per event id (BullMQ ids may not contain colons). */
export const razorpayWebhookJobId = (eventId: string) => `rzp-${eventId.replaceAll(':', '_')}`;
