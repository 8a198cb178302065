/**
 * WhatsApp's customer-service window: a business may send free-form messages to a user only within
 * 24 hours of that user's latest message to it; after that only approved templates go out.
 */
export const customerServiceWindowMs = 24 * 60 * 60 * 1000;

export const windowClosedMessage =
  "WhatsApp lets you reply freely only within 24 hours of the customer's last message. " +
  'This conversation will open again when they write to you.';

/** Whether a free-form reply may go out at `now`, given the user's latest message time. */
export function windowOpen(lastUserMessageAt: Date | undefined, now: Date): boolean {
  if (!lastUserMessageAt) return false;
  return now.getTime() - lastUserMessageAt.getTime() < customerServiceWindowMs;
}
