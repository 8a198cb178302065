export type LoginValues = { userId: string; password: string };

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (values.userId.trim() === '') errors.userId = 'User ID is required';
  if (values.password === '') errors.password = 'Password is required';
  return errors;
}
