import { useId, useRef, useState } from 'react';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { useToast } from '../../ui/useToast';
import { errorDetail } from '../api/api-error';
import type { User } from '../auth/auth.types';
import { useUpdateCurrentUserMutation } from './account.api';
import { AVATAR_TYPES, avatarFileError, readAsDataUrl } from './avatar-file';

/** The user's picture (or initials) with Upload and Remove; the picture is stored as a data URL. */
export function AvatarUpload({ user }: { user: User }) {
  const [update, { isLoading }] = useUpdateCurrentUserMutation();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (avatar: string, done: string) => {
    try {
      await update({ avatar }).unwrap();
      toast.success(done);
    } catch (error) {
      const message = errorDetail(error, 'Your picture could not be saved.');
      setProblem(message);
      toast.error(message);
    }
  };

  const upload = async (file: File) => {
    const refusal = avatarFileError(file);
    if (refusal !== null) {
      setProblem(refusal);
      return;
    }
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      setProblem(`“${file.name}” could not be read.`);
      return;
    }
    await save(dataUrl, 'Profile picture updated.');
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={user.full_name || user.name} src={user.avatar} size="lg" />
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <label htmlFor={inputId} className={`btn btn-sm btn-outline ${isLoading ? 'btn-disabled' : ''}`}>
            {isLoading ? (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            ) : (
              <Icon name="upload" className="h-4 w-4" />
            )}
            Upload picture
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            className="sr-only"
            accept={AVATAR_TYPES.join(',')}
            disabled={isLoading}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              setProblem(null);
              // Choosing the same file again must fire a change next time.
              event.target.value = '';
              if (file !== undefined) void upload(file);
            }}
          />
          {user.avatar !== '' && (
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              disabled={isLoading}
              onClick={() => {
                setProblem(null);
                void save('', 'Profile picture removed.');
              }}
            >
              Remove picture
            </button>
          )}
        </div>
        <p id={`${inputId}-hint`} className="text-xs text-base-content/70">
          PNG, JPEG, WebP or GIF, up to 200 KB.
        </p>
        {problem && (
          <p role="alert" className="text-sm text-error">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
