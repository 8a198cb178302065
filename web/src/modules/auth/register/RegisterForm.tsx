import { useId, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../../ui/TextField';
import { useFormFields } from '../../../ui/useFormFields';
import { errorDetail } from '../../api/api-error';
import { useRegisterMutation } from '../auth.api';
import { DEFAULT_DIAL_CODE, DIAL_CODES, type DialCode } from './dial-codes';
import {
  internationalPhone,
  REGISTER_FIELDS,
  validateRegister,
  type RegisterField,
  type RegisterValues,
} from './register-validation';

const EMPTY: RegisterValues = {
  fullName: '',
  email: '',
  dialCode: DEFAULT_DIAL_CODE,
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

function isDialCode(value: string): value is DialCode {
  return DIAL_CODES.some((dial) => dial.code === value);
}

/** Step one of sign-up: the account details. Reports the new user ID once the server accepts them. */
export function RegisterForm({ onRegistered }: { onRegistered: (userId: string) => void }) {
  const [register, { isLoading }] = useRegisterMutation();
  const { values, errors, set, touch, markSubmitted, shown, textFieldProps } = useFormFields(
    EMPTY,
    validateRegister,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const idPrefix = useId();
  const fieldId = (field: RegisterField) => `${idPrefix}-${field}`;

  const createAccount = async () => {
    setFailure(null);
    try {
      const { user_id } = await register({
        full_name: values.fullName.trim(),
        email: values.email.trim(),
        phone: internationalPhone(values.dialCode, values.phone),
        password: values.password,
      }).unwrap();
      onRegistered(user_id);
    } catch (error) {
      setFailure(errorDetail(error, 'Registration failed'));
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    markSubmitted();
    const firstInvalid = REGISTER_FIELDS.find((field) => errors[field] !== undefined);
    if (firstInvalid !== undefined) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    if (!isLoading) void createAccount();
  };

  const phoneError = shown('phone');
  const termsError = shown('acceptTerms');

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure && (
        <div role="alert" className="alert alert-error alert-soft">
          <span>{failure}</span>
        </div>
      )}
      <TextField
        id={fieldId('fullName')}
        label="Full Name"
        autoComplete="name"
        {...textFieldProps('fullName')}
        required
      />
      <TextField
        id={fieldId('email')}
        label="Email"
        type="email"
        autoComplete="email"
        {...textFieldProps('email')}
        required
      />

      <div className="flex flex-col gap-1">
        <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId('dialCode')} className="text-sm font-medium">
              Country code
            </label>
            <select
              id={fieldId('dialCode')}
              className="select w-full"
              autoComplete="tel-country-code"
              value={values.dialCode}
              onChange={(event) => {
                if (isDialCode(event.target.value)) set('dialCode', event.target.value);
              }}
            >
              {DIAL_CODES.map((dial) => (
                <option key={dial.country} value={dial.code}>
                  {dial.code === '' ? dial.country : `${dial.country} (${dial.code})`}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId('phone')} className="text-sm font-medium">
              Phone
            </label>
            <input
              id={fieldId('phone')}
              type="tel"
              className={`input w-full ${phoneError ? 'input-error' : ''}`}
              autoComplete={values.dialCode === '' ? 'tel' : 'tel-national'}
              placeholder={values.dialCode === '' ? '+353 85 123 4567' : '98765 43210'}
              value={values.phone}
              onChange={(event) => {
                set('phone', event.target.value);
              }}
              onBlur={() => {
                touch('phone');
              }}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={`${fieldId('phone')}-hint`}
              required
            />
          </div>
        </div>
        <p
          id={`${fieldId('phone')}-hint`}
          className={`text-sm ${phoneError ? 'text-error' : 'text-base-content/70'}`}
        >
          {phoneError ??
            (values.dialCode === ''
              ? 'Type the number with its country code, starting with +.'
              : 'We send a one-time code to this number.')}
        </p>
      </div>

      <TextField
        id={fieldId('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        {...textFieldProps('password')}
        required
      />
      <TextField
        id={fieldId('confirmPassword')}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...textFieldProps('confirmPassword')}
        required
      />

      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2 text-sm">
          <input
            id={fieldId('acceptTerms')}
            type="checkbox"
            className={`checkbox checkbox-sm checkbox-primary mt-0.5 ${termsError ? 'checkbox-error' : ''}`}
            checked={values.acceptTerms}
            onChange={(event) => {
              set('acceptTerms', event.target.checked);
            }}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${fieldId('acceptTerms')}-error` : undefined}
          />
          <label htmlFor={fieldId('acceptTerms')}>
            I agree to the {/* A new tab, so reading the terms does not lose what was typed here. */}
            <a href="/legal#terms-of-service" target="_blank" rel="noopener" className="link link-primary">
              Terms &amp; Conditions
            </a>
          </label>
        </div>
        {termsError && (
          <p id={`${fieldId('acceptTerms')}-error`} className="text-sm text-error">
            {termsError}
          </p>
        )}
      </div>

      <button type="submit" className="btn btn-primary mt-2" disabled={isLoading}>
        {isLoading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Create Account
      </button>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to="/login" className="link link-primary">
          Sign in
        </Link>
      </p>
    </form>
  );
}
