import { useState, type SubmitEvent } from 'react';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';

export type BasicDetails = { name: string; description: string };

type BasicDetailsFormProps = {
  initial: BasicDetails;
  saving: boolean;
  /** The server's refusal, shown above the fields. */
  failure: string | null;
  onSubmit: (details: BasicDetails) => void;
};

export function BasicDetailsForm({ initial, saving, failure, onSubmit }: BasicDetailsFormProps) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const nameError = values.name.trim() === '' ? 'Project name is required.' : undefined;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameError !== undefined || saving) return;
    onSubmit({ name: values.name.trim(), description: values.description.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure && (
        <div role="alert" className="alert alert-error alert-soft">
          <span>{failure}</span>
        </div>
      )}
      <TextField
        label="Project Name"
        hint="Also your agent’s name in the chat header; renaming it here or under Customize renames it everywhere."
        value={values.name}
        maxLength={120}
        required
        onChange={(event) => {
          setValues((current) => ({ ...current, name: event.target.value }));
        }}
        onBlur={() => {
          setTouched(true);
        }}
        error={touched || submitted ? nameError : undefined}
      />
      <TextAreaField
        label="Description"
        rows={4}
        maxLength={2000}
        value={values.description}
        onChange={(event) => {
          setValues((current) => ({ ...current, description: event.target.value }));
        }}
      />
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={saving}>
          {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {saving ? 'Saving' : 'Save & Continue'}
        </button>
      </div>
    </form>
  );
}
