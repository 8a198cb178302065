import { useId, useState, type SubmitEvent } from 'react';
import { useAppDispatch } from '../../app/useAppDispatch';
import { TextField } from '../../ui/TextField';
import { useFormFields } from '../../ui/useFormFields';
import { useToast } from '../../ui/useToast';
import { errorDetail, errorField } from '../api/api-error';
import { sessionStarted } from '../auth/auth.slice';
import { useChangePasswordMutation } from './account.api';
import { validatePasswordChange, type PasswordField, type PasswordValues } from './password-validation';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const SERVER_FIELDS: Record<string, PasswordField> = {
  current_password: 'currentPassword',
  new_password: 'newPassword',
};

/**
 * Change the password. The server signs out every other session and answers like sign-in; this
 * session carries on with the new token, stored exactly as sign-in stores it.
 */
export function PasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const idPrefix = useId();
  const { values, errors, markSubmitted, showServerError, reset, textFieldProps } = useFormFields(
    EMPTY,
    validatePasswordChange,
  );
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    try {
      const response = await changePassword({
        current_password: values.currentPassword,
        new_password: values.newPassword,
      }).unwrap();
      dispatch(sessionStarted(response));
      reset(EMPTY);
      toast.success('Password changed. Other sessions were signed out.');
    } catch (error) {
      const message = errorDetail(error, 'Your password could not be changed. Please try again.');
      const field = errorField(error);
      const formField = field === null ? undefined : SERVER_FIELDS[field];
      if (formField !== undefined) showServerError(formField, message);
      else setFailure(message);
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    markSubmitted();
    const firstInvalid = (['currentPassword', 'newPassword', 'confirmPassword'] as const).find(
      (field) => errors[field] !== undefined,
    );
    if (firstInvalid !== undefined) {
      document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
      return;
    }
    if (!isLoading) void submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure && (
        <div role="alert" className="alert alert-error alert-soft">
          <span>{failure}</span>
        </div>
      )}
      <TextField
        id={`${idPrefix}-currentPassword`}
        label="Current Password"
        type="password"
        autoComplete="current-password"
        {...textFieldProps('currentPassword')}
        required
      />
      <TextField
        id={`${idPrefix}-newPassword`}
        label="New Password"
        type="password"
        autoComplete="new-password"
        {...textFieldProps('newPassword')}
        required
      />
      <TextField
        id={`${idPrefix}-confirmPassword`}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...textFieldProps('confirmPassword')}
        required
      />
      <p className="text-sm text-base-content/70">
        At least 6 characters. Changing it signs you out everywhere else.
      </p>
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isLoading}>
          {isLoading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Change Password
        </button>
      </div>
    </form>
  );
}
