import type { ChatColours } from './chat-theme.fns';

type Props = { prompts: string[]; colours: ChatColours; disabled: boolean; onPick: (prompt: string) => void };

/** The agent's suggested first questions; one click sends it. */
export function QuickQuestions({ prompts, colours, disabled, onPick }: Props) {
  return (
    <ul aria-label="Suggested questions" className="flex flex-wrap gap-2 px-3 pb-2">
      {prompts.map((prompt) => (
        <li key={prompt}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              onPick(prompt);
            }}
            className="rounded-full border bg-white px-3 py-1 text-left text-sm disabled:opacity-50"
            style={{ borderColor: colours.accent, color: colours.accent }}
          >
            {prompt}
          </button>
        </li>
      ))}
    </ul>
  );
}
