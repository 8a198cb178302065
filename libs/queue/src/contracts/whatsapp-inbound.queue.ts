import { z } from 'zod';
import { defineQueue } from '../queue-contract.js';

/**
 * A WhatsApp user's message waiting for the agent's answer. The message stays in
 * integrations.inbound_messages; the job names it only (no number, no text in Redis).
 */
export const whatsappInboundPayload = z.object({ messageId: z.string().min(1).max(200) });

export type WhatsAppInboundJob = z.infer<typeof whatsappInboundPayload>;

export const whatsappInboundQueue = defineQueue('integrations.whatsapp-inbound', whatsappInboundPayload);

/** One job per Meta message id (BullMQ ids may not contain colons). */
export const whatsappInboundJobId = (messageId: string) => `wa-${messageId.replaceAll(':', '_')}`;
