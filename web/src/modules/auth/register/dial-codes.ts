/** Country dial codes offered at sign-up (spec §3); with "Other" the user types the code. */
export const DIAL_CODES = [
  { country: 'India', code: '+91' },
  { country: 'United States', code: '+1' },
  { country: 'United Kingdom', code: '+44' },
  { country: 'Germany', code: '+49' },
  { country: 'France', code: '+33' },
  { country: 'Other', code: '' },
] as const;

export type DialCode = (typeof DIAL_CODES)[number]['code'];

export const DEFAULT_DIAL_CODE: DialCode = '+91';
