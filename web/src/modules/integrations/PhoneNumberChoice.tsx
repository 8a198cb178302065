import { useId, useState } from 'react';
import type { PhoneNumber } from './integrations.types';

type PhoneNumberChoiceProps = {
  numbers: readonly PhoneNumber[];
  busy: boolean;
  onConfirm: (phone: PhoneNumber) => void;
};

/** The business's numbers (display number and verified name); Confirm Selection waits for a pick (spec §5). */
export function PhoneNumberChoice({ numbers, busy, onConfirm }: PhoneNumberChoiceProps) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const name = useId();
  const chosen = numbers.find((number) => number.id === chosenId);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== undefined) onConfirm(chosen);
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium">Choose the number your agent answers on</legend>
        {numbers.map((number) => (
          <label
            key={number.id}
            className="flex cursor-pointer items-center gap-3 rounded-box border border-base-300 p-3 has-checked:border-primary"
          >
            <input
              type="radio"
              className="radio radio-primary"
              name={name}
              value={number.id}
              checked={chosenId === number.id}
              disabled={busy}
              onChange={() => {
                setChosenId(number.id);
              }}
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">{number.display_phone_number}</span>
              <span className="text-sm text-base-content/70 wrap-anywhere">{number.verified_name}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary self-start" disabled={chosen === undefined || busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Confirm Selection
      </button>
    </form>
  );
}
