import { useId } from 'react';
import { parseHex } from './colour';

type ColorFieldProps = {
  /** Names the hex text box, e.g. "User Bubble Color". */
  label: string;
  /** Names the palette button; must not contain `label`, so the two stay distinguishable. */
  paletteLabel: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
};

/** A colour as a palette swatch and a hex text box that agree; typed hex is tidied on leaving. */
export function ColorField({ label, paletteLabel, value, error, onChange }: ColorFieldProps) {
  const id = useId();
  const parsed = parseHex(value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={paletteLabel}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-field border border-base-300 bg-base-100 p-1"
          value={(parsed ?? '#000000').toLowerCase()}
          onChange={(event) => {
            onChange(event.target.value.toUpperCase());
          }}
        />
        <input
          id={id}
          className={`input w-full min-w-0 font-mono uppercase ${error ? 'input-error' : ''}`}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          onBlur={() => {
            if (parsed !== null && parsed !== value) onChange(parsed);
          }}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
