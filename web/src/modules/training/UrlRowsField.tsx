import { Icon } from '../../ui/Icon';
import { MAX_URL_INPUTS } from './training-limits';

type UrlRowsFieldProps = {
  rows: readonly string[];
  error: string | undefined;
  rowErrors: Record<number, string> | undefined;
  onChange: (rows: string[]) => void;
};

/** One to five page addresses, one per row (spec §9). */
export function UrlRowsField({ rows, error, rowErrors, onChange }: UrlRowsFieldProps) {
  const full = rows.length >= MAX_URL_INPUTS;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'training-urls-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">Page URLs</legend>
      {rows.map((row, index) => {
        const rowError = rowErrors?.[index];
        const errorId = `training-url-${index}-error`;
        return (
          <div key={index} className="flex flex-col gap-1">
            <div className="flex gap-2">
              <input
                type="url"
                inputMode="url"
                className={`input w-full ${rowError ? 'input-error' : ''}`}
                placeholder="https://www.example.com/page"
                aria-label={`URL ${index + 1}`}
                aria-invalid={rowError ? true : undefined}
                aria-describedby={rowError ? errorId : undefined}
                value={row}
                onChange={(event) => {
                  onChange(rows.map((current, at) => (at === index ? event.target.value : current)));
                }}
              />
              {rows.length > 1 && (
                <button
                  type="button"
                  className="btn btn-ghost btn-square"
                  aria-label={`Remove URL ${index + 1}`}
                  title="Remove"
                  onClick={() => {
                    onChange(rows.filter((_, at) => at !== index));
                  }}
                >
                  <Icon name="close" className="h-4 w-4" />
                </button>
              )}
            </div>
            {rowError && (
              <p id={errorId} className="text-sm text-error">
                {rowError}
              </p>
            )}
          </div>
        );
      })}
      {error && (
        <p id="training-urls-error" className="text-sm text-error">
          {error}
        </p>
      )}
      <div className="flex items-center gap-3">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={full}
          onClick={() => {
            onChange([...rows, '']);
          }}
        >
          <Icon name="plus" className="h-4 w-4" />
          Add URL
        </button>
        {full && (
          <span className="text-sm text-base-content/70">At most {MAX_URL_INPUTS} URLs at a time.</span>
        )}
      </div>
    </fieldset>
  );
}
