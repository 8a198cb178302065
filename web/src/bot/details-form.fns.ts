export type VisitorDetails = { name: string; email: string; phone: string };

export type DetailsErrors = Partial<Record<keyof VisitorDetails, string>>;

/** Spec §5: an optional plus, then 7 to 20 digits, spaces, hyphens, parentheses or dots. */
export const PHONE_PATTERN = /^\+?[\d\s\-().]{7,20}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the visitor details form, per field; empty when it may be submitted. */
export function detailsErrors(details: VisitorDetails): DetailsErrors {
  const errors: DetailsErrors = {};
  if (details.name.trim() === '') errors.name = 'Full name is required';
  if (details.email.trim() === '') errors.email = 'Email address is required';
  else if (!EMAIL_PATTERN.test(details.email.trim())) errors.email = 'Enter a valid email address';
  if (details.phone.trim() === '') errors.phone = 'Phone number is required';
  else if (!PHONE_PATTERN.test(details.phone.trim())) errors.phone = 'Enter a valid phone number';
  return errors;
}
