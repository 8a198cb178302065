import { useState } from 'react';
import { useToast } from '../../ui/useToast';
import { errorDetail } from '../api/api-error';
import type { NotificationSettings, User } from '../auth/auth.types';
import { useUpdateCurrentUserMutation } from './account.api';
import { DEFAULT_NOTIFICATIONS, NOTIFICATION_OPTIONS } from './notification-options';

/** The e-mail switches; each change is saved on the server at once. */
export function NotificationToggles({ user }: { user: User }) {
  const [update] = useUpdateCurrentUserMutation();
  const toast = useToast();
  // Switches being saved show their new position until the server answers.
  const [pending, setPending] = useState<Partial<NotificationSettings>>({});
  const saved = { ...DEFAULT_NOTIFICATIONS, ...user.notifications };

  const change = async (key: keyof NotificationSettings, on: boolean) => {
    setPending((current) => ({ ...current, [key]: on }));
    try {
      await update({ notifications: { [key]: on } }).unwrap();
      toast.success('Notification preferences saved.');
    } catch (error) {
      toast.error(errorDetail(error, 'Your notification preferences could not be saved.'));
    }
    setPending((current) => {
      const { [key]: _done, ...rest } = current;
      return rest;
    });
  };

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-2 font-semibold">Email notifications</legend>
      {NOTIFICATION_OPTIONS.map(({ key, label, hint }) => {
        const busy = pending[key] !== undefined;
        const hintId = `notification-hint-${key}`;
        return (
          <label key={key} className="flex cursor-pointer items-center justify-between gap-4 py-2">
            <span className="flex flex-col">
              <span>{label}</span>
              {hint && (
                <span id={hintId} className="text-sm opacity-70">
                  {hint}
                </span>
              )}
            </span>
            <span className="flex items-center gap-2">
              {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              <input
                type="checkbox"
                role="switch"
                aria-label={label}
                aria-describedby={hint ? hintId : undefined}
                className="toggle toggle-primary"
                checked={pending[key] ?? saved[key]}
                disabled={busy}
                onChange={(event) => {
                  void change(key, event.target.checked);
                }}
              />
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
