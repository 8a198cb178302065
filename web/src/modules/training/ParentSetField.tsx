import { TextField } from '../../ui/TextField';
import { NEW_PARENT } from './training-form.fns';
import type { KnowledgeBase } from './training.types';

type ParentSetFieldProps = {
  sets: readonly KnowledgeBase[];
  value: string;
  newTitle: string;
  error: string | undefined;
  newTitleError: string | undefined;
  onChange: (parentId: string) => void;
  onNewTitleChange: (title: string) => void;
};

/** Which training set the links or files join; a new, empty one can be made for them. */
export function ParentSetField({
  sets,
  value,
  newTitle,
  error,
  newTitleError,
  onChange,
  onNewTitleChange,
}: ParentSetFieldProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="training-parent" className="text-sm font-medium">
          Parent training set
        </label>
        <select
          id="training-parent"
          className={`select w-full ${error ? 'select-error' : ''}`}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'training-parent-error' : undefined}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          <option value="">Select a training set</option>
          {sets.map((set) => (
            <option key={set.id} value={set.id}>
              {set.title}
            </option>
          ))}
          <option value={NEW_PARENT}>New training set…</option>
        </select>
        {error && (
          <p id="training-parent-error" className="text-sm text-error">
            {error}
          </p>
        )}
      </div>
      {value === NEW_PARENT && (
        <TextField
          label="New training set title"
          value={newTitle}
          maxLength={200}
          error={newTitleError}
          onChange={(event) => {
            onNewTitleChange(event.target.value);
          }}
        />
      )}
    </div>
  );
}
