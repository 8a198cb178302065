import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../../ui/TextField';
import { errorDetail } from '../../api/api-error';
import { useForgotPasswordMutation, useResetPasswordMutation } from '../auth.api';
import { validateReset, type ResetValues } from './reset-validation';

type Step = 'ask' | 'reset' | 'done';

/**
 * "Forgot password?" in two steps: the identifier (user ID, e-mail or phone) gets a code texted to
 * the account's phone; the code and a new password set it. The server answers alike whether or
 * not an account matched, and a reset signs the account out everywhere.
 */
export function ForgotPasswordForm() {
  const [step, setStep] = useState<Step>('ask');
  const [userId, setUserId] = useState('');
  const [values, setValues] = useState<ResetValues>({ otp: '', password: '', confirm: '' });
  const [touched, setTouched] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sendCode, sending] = useForgotPasswordMutation();
  const [resetPassword, resetting] = useResetPasswordMutation();

  const requestCode = async () => {
    setFailure(null);
    try {
      const { detail } = await sendCode({ user_id: userId.trim() }).unwrap();
      setNotice(detail);
      setStep('reset');
    } catch (error) {
      setFailure(errorDetail(error, 'We could not send a code. Please try again.'));
    }
  };

  const errors = validateReset(values);
  const submitReset = async () => {
    setFailure(null);
    try {
      const { detail } = await resetPassword({
        user_id: userId.trim(),
        otp: values.otp.trim(),
        new_password: values.password,
      }).unwrap();
      setNotice(detail);
      setStep('done');
    } catch (error) {
      setFailure(errorDetail(error, 'The password could not be reset. Please try again.'));
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (step === 'ask' && userId.trim() !== '' && !sending.isLoading) void requestCode();
    if (step === 'reset') {
      setTouched(true);
      if (Object.keys(errors).length === 0 && !resetting.isLoading) void submitReset();
    }
  };

  const set = (field: keyof ResetValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure && (
        <div role="alert" className="alert alert-error alert-soft">
          <span>{failure}</span>
        </div>
      )}
      {notice && (
        <div role="status" className="alert alert-success alert-soft">
          <span>{notice}</span>
        </div>
      )}
      {step === 'done' ? (
        <Link to="/login" className="btn btn-primary">
          Sign In
        </Link>
      ) : (
        <>
          <TextField
            label="User ID"
            hint="Your user ID, e-mail or phone number"
            name="user_id"
            autoComplete="username"
            value={userId}
            readOnly={step === 'reset'}
            onChange={(event) => {
              setUserId(event.target.value);
            }}
            required
          />
          {step === 'ask' ? (
            <button
              type="submit"
              className="btn btn-primary"
              disabled={userId.trim() === '' || sending.isLoading}
            >
              {sending.isLoading && (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              )}
              Send code
            </button>
          ) : (
            <>
              <TextField
                label="Code"
                hint="The 4-digit code sent to your phone"
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={4}
                value={values.otp}
                onChange={set('otp')}
                error={touched ? errors.otp : undefined}
                required
              />
              <TextField
                label="New password"
                name="new_password"
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={set('password')}
                error={touched ? errors.password : undefined}
                required
              />
              <TextField
                label="Confirm new password"
                name="confirm_password"
                type="password"
                autoComplete="new-password"
                value={values.confirm}
                onChange={set('confirm')}
                error={touched ? errors.confirm : undefined}
                required
              />
              <button type="submit" className="btn btn-primary" disabled={resetting.isLoading}>
                {resetting.isLoading && (
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                )}
                Reset password
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={sending.isLoading}
                onClick={() => {
                  void requestCode();
                }}
              >
                Send a new code
              </button>
            </>
          )}
        </>
      )}
      <p className="text-center text-sm">
        Remembered it?{' '}
        <Link to="/login" className="link link-primary">
          Sign in
        </Link>
      </p>
    </form>
  );
}
