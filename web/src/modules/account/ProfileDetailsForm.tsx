import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/useToast';
import { errorDetail } from '../api/api-error';
import type { User } from '../auth/auth.types';
import { useUpdateCurrentUserMutation } from './account.api';

const CYCLES: Record<User['billing_cycle'], string> = { '': 'Not set', MONTHLY: 'Monthly', YEARLY: 'Yearly' };

/** Name (editable), e-mail and phone (fixed: they identify the account), plan and billing cycle. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const [update, { isLoading }] = useUpdateCurrentUserMutation();
  const toast = useToast();
  const [fullName, setFullName] = useState(user.full_name);
  const [submitted, setSubmitted] = useState(false);
  const nameError = fullName.trim() === '' ? 'Full name is required.' : undefined;

  const save = async () => {
    try {
      await update({ full_name: fullName.trim() }).unwrap();
      toast.success('Profile updated successfully!');
    } catch (error) {
      toast.error(errorDetail(error, 'Your profile could not be saved.'));
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameError === undefined && !isLoading) void save();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label="Full Name"
        autoComplete="name"
        value={fullName}
        maxLength={120}
        required
        onChange={(event) => {
          setFullName(event.target.value);
        }}
        error={submitted ? nameError : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email" value={user.email} readOnly className="input-ghost bg-base-200" />
        <TextField label="Phone" value={user.phone} readOnly className="input-ghost bg-base-200" />
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <dt className="text-sm font-medium">Current Plan</dt>
          <dd className="flex items-center gap-3">
            <span className="badge badge-primary">{user.plan}</span>
            <Link to="/admin/user/plan" className="link link-primary text-sm">
              View plans
            </Link>
          </dd>
        </div>
        {user.plan !== 'FREE' && (
          <div className="flex flex-col gap-1">
            <dt className="text-sm font-medium">Billing Cycle</dt>
            <dd>{CYCLES[user.billing_cycle]}</dd>
          </div>
        )}
      </dl>
      <div className="flex justify-end">
        <button
          type="submit"
          className="btn btn-primary w-full sm:w-auto"
          disabled={isLoading || fullName.trim() === user.full_name}
        >
          {isLoading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {isLoading ? 'Saving' : 'Save'}
        </button>
      </div>
    </form>
  );
}
