import { useEffect, useId, useRef } from 'react';
import { Icon } from '../../../ui/Icon';
import { MAX_TEMPLATE_MESSAGES } from './customize-values';

type TemplateMessagesFieldProps = {
  messages: string[];
  /** Error of each row, by index. */
  errors: (string | undefined)[];
  /** An error about the list as a whole (from the server). */
  error?: string | undefined;
  onChange: (messages: string[]) => void;
};

/** The quick prompts visitors can tap: one row each, added and removed freely. */
export function TemplateMessagesField({ messages, errors, error, onChange }: TemplateMessagesFieldProps) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const added = useRef(false);

  // A row added with the button gets the focus, ready to type in.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const inputs = listRef.current?.querySelectorAll('input');
    inputs?.item(inputs.length - 1).focus();
  }, [messages.length]);

  const setAt = (index: number, value: string) => {
    onChange(messages.map((message, at) => (at === index ? value : message)));
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">Template Messages</legend>
      <p id={`${id}-hint`} className="text-sm text-base-content/70">
        Quick questions shown as buttons before the first message.
      </p>
      {messages.length > 0 && (
        <ul ref={listRef} className="flex flex-col gap-2">
          {messages.map((message, index) => {
            const rowError = errors[index];
            const rowId = `${id}-row-${index}`;
            return (
              <li key={index} className="flex flex-col gap-1">
                <div className="flex items-center gap-2">
                  <input
                    id={rowId}
                    className={`input w-full min-w-0 ${rowError ? 'input-error' : ''}`}
                    aria-label={`Template message ${index + 1}`}
                    value={message}
                    maxLength={200}
                    aria-invalid={rowError ? true : undefined}
                    aria-describedby={rowError ? `${rowId}-error` : undefined}
                    onChange={(event) => {
                      setAt(index, event.target.value);
                    }}
                  />
                  <button
                    type="button"
                    className="btn btn-ghost btn-square"
                    aria-label={`Remove template message ${index + 1}`}
                    onClick={() => {
                      onChange(messages.filter((_, at) => at !== index));
                    }}
                  >
                    <Icon name="trash" />
                  </button>
                </div>
                {rowError && (
                  <p id={`${rowId}-error`} className="text-sm text-error">
                    {rowError}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && <p className="text-sm text-error">{error}</p>}
      {messages.length < MAX_TEMPLATE_MESSAGES ? (
        <button
          type="button"
          className="btn btn-outline btn-sm self-start"
          onClick={() => {
            added.current = true;
            onChange([...messages, '']);
          }}
        >
          <Icon name="plus" className="h-4 w-4" />
          Add template message
        </button>
      ) : (
        <p className="text-sm text-base-content/70">
          Up to {MAX_TEMPLATE_MESSAGES} template messages; remove one to add another.
        </p>
      )}
    </fieldset>
  );
}
