import type { TrainingType } from './training.types';

const TYPES: readonly { value: TrainingType; label: string; hint: string }[] = [
  { value: 'WEBSITE', label: 'Website', hint: 'Every page we can reach from its address' },
  { value: 'URL', label: 'URL', hint: 'Up to 5 single pages' },
  { value: 'SITEMAP', label: 'Sitemap', hint: 'The pages a sitemap.xml lists' },
  { value: 'FILE', label: 'File', hint: 'PDF, Word, text, CSV or HTML files' },
  { value: 'QA', label: 'Q&A', hint: 'Questions and the answers you write, given as written' },
];

type TrainingTypePickerProps = {
  value: TrainingType | null;
  error: string | undefined;
  onChange: (type: TrainingType) => void;
};

export function TrainingTypePicker({ value, error, onChange }: TrainingTypePickerProps) {
  return (
    <fieldset aria-describedby={error ? 'training-type-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Training type</legend>
      <div className="grid grid-cols-2 gap-2">
        {TYPES.map((type) => (
          <label
            key={type.value}
            className={`flex cursor-pointer items-start gap-2 rounded-box border p-3 ${
              value === type.value ? 'border-primary bg-primary/5' : 'border-base-300'
            }`}
          >
            <input
              type="radio"
              name="training-type"
              className="radio radio-primary radio-sm mt-0.5"
              value={type.value}
              checked={value === type.value}
              onChange={() => {
                onChange(type.value);
              }}
            />
            <span>
              <span className="block font-medium">{type.label}</span>
              <span className="block text-xs text-base-content/70">{type.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="training-type-error" className="mt-2 text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
