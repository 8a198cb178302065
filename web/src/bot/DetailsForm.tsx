import { useState, type SyntheticEvent } from 'react';
import type { ChatColours } from './chat-theme.fns';
import { detailsErrors, type VisitorDetails } from './details-form.fns';

type Props = {
  colours: ChatColours;
  onSubmit: (details: VisitorDetails) => Promise<void>;
  /** Why the last submission was refused, in words for the visitor; null when it was not. */
  refusal?: string | null;
};

type Field = { name: keyof VisitorDetails; label: string; type: string; autoComplete: string };

const FIELDS: Field[] = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
];

/** Spec §2/§5: the visitor's name, email and phone, asked before chatting when the agent requires them. */
export function DetailsForm({ colours, onSubmit, refusal = null }: Props) {
  const [details, setDetails] = useState<VisitorDetails>({ name: '', email: '', phone: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof VisitorDetails, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const errors = detailsErrors(details);
  const invalid = Object.keys(errors).length > 0;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (invalid || submitting) return;
    setSubmitting(true);
    try {
      await onSubmit({ name: details.name.trim(), email: details.email.trim(), phone: details.phone.trim() });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main
      className="flex min-h-dvh items-center justify-center p-4"
      style={{ backgroundColor: colours.background }}
    >
      <form
        noValidate
        aria-labelledby="details-title"
        className="w-full max-w-sm space-y-3 rounded-2xl bg-white p-5 shadow"
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <div>
          <h1 id="details-title" className="text-xl font-semibold text-neutral-900">
            Let&apos;s Get Started
          </h1>
          <p className="text-sm text-neutral-600">Enter your details to start chatting</p>
        </div>
        {FIELDS.map((field) => {
          const error = touched[field.name] === true ? errors[field.name] : undefined;
          const id = `details-${field.name}`;
          return (
            <div key={field.name} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm font-medium text-neutral-800">
                {field.label}
              </label>
              <input
                id={id}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                className={`input input-sm w-full ${error === undefined ? '' : 'input-error'}`}
                value={details[field.name]}
                aria-invalid={error !== undefined}
                aria-describedby={error === undefined ? undefined : `${id}-error`}
                onChange={(event) => {
                  setDetails((current) => ({ ...current, [field.name]: event.target.value }));
                }}
                onBlur={() => {
                  setTouched((current) => ({ ...current, [field.name]: true }));
                }}
              />
              {error !== undefined && (
                <p id={`${id}-error`} className="text-xs text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {refusal !== null && (
          <p role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-sm w-full border-0 disabled:opacity-50"
          disabled={invalid || submitting}
          style={{ backgroundColor: colours.accent, color: colours.onAccent }}
        >
          {submitting ? 'Submitting' : 'Start Chat'}
        </button>
      </form>
    </main>
  );
}
