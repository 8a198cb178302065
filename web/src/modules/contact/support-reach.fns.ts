import { mailtoHref, whatsappHref } from './support-links.fns';
import type { SupportChannels } from './contact.types';

/**
 * How the public copy may say support can be reached: only the channels the contact page really
 * links (the same checks decide both), so no page promises WhatsApp when no number is configured.
 * '' while the channels are unknown or none is usable: then the copy points to the contact form.
 */
export function supportReach(channels: SupportChannels | undefined): string {
  if (channels === undefined) return '';
  const email = mailtoHref(channels.email) !== null;
  const whatsapp = whatsappHref(channels.whatsapp) !== null;
  if (email && whatsapp) return 'by email or WhatsApp';
  if (email) return 'by email';
  if (whatsapp) return 'on WhatsApp';
  return '';
}
