export type ResetValues = { otp: string; password: string; confirm: string };

export type ResetErrors = Partial<Record<keyof ResetValues, string>>;

/** The browser's first look; the server checks the code and its own password rules again. */
export function validateReset(values: ResetValues): ResetErrors {
  const errors: ResetErrors = {};
  if (!/^\d{4}$/.test(values.otp.trim())) errors.otp = 'Enter the 4-digit code';
  if (values.password.length < 6) errors.password = 'Password must be at least 6 characters.';
  if (values.confirm !== values.password) errors.confirm = 'Passwords do not match.';
  return errors;
}
