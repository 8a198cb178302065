// Shapes the server's support addresses into links. The values come from configuration, yet a typo
// there should hide a link rather than produce one that opens nothing or something unexpected.
const EMAIL = /^[^\s@<>"]+@[^\s@<>".]+(\.[^\s@<>".]+)+$/;

/** `mailto:` link for the support email, or null when it is not an email address. */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return EMAIL.test(address) ? `mailto:${address}` : null;
}

/**
 * WhatsApp's click-to-chat link: https://wa.me/ followed by the full international number in digits
 * only (no +, spaces or dashes). Null when there is no number or too few digits to be one.
 */
export function whatsappHref(phone: string | null): string | null {
  if (phone === null) return null;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}
