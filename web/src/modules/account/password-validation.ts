import { MIN_PASSWORD_LENGTH } from '../auth/register/register-validation';

export type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export type PasswordField = keyof PasswordValues;

export function validatePasswordChange(values: PasswordValues): Partial<Record<PasswordField, string>> {
  const errors: Partial<Record<PasswordField, string>> = {};
  if (values.currentPassword === '') errors.currentPassword = 'Current password is required.';
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
    errors.newPassword = 'Password must be at least 6 characters.';
  }
  if (values.confirmPassword === '' || values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = 'Passwords do not match.';
  }
  return errors;
}
