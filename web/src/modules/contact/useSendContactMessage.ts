import { useState } from 'react';
import { errorField } from '../api/api-error';
import { contactFieldOf, sendFailureMessage, type ContactField } from './contact-form.fns';
import { useSendContactMessageMutation } from './contact.api';
import type { ContactMessage } from './contact.types';

/** The spec's 2-second pause before the thank-you: a reply that fast would not feel like one. */
export const MINIMUM_SENDING_MS = 2000;

export type SendOutcome = { ok: true } | { ok: false; detail: string; field: ContactField | null };

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(resolve, ms);
  });
}

/**
 * Sends a contact message and reports how it went, taking at least MINIMUM_SENDING_MS when it
 * succeeds. A failure is reported at once: the sender should not wait to be told to try again.
 */
export function useSendContactMessage() {
  const [sendContactMessage] = useSendContactMessageMutation();
  const [sending, setSending] = useState(false);

  const send = async (message: ContactMessage): Promise<SendOutcome> => {
    setSending(true);
    try {
      await Promise.all([sendContactMessage(message).unwrap(), pause(MINIMUM_SENDING_MS)]);
      return { ok: true };
    } catch (error) {
      return { ok: false, detail: sendFailureMessage(error), field: contactFieldOf(errorField(error)) };
    } finally {
      setSending(false);
    }
  };

  return { send, sending };
}
