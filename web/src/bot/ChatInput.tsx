import type { RefObject } from 'react';
import type { ChatColours } from './chat-theme.fns';

type Props = {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** A reply is on its way: the input is locked. */
  waiting: boolean;
  /** Earlier turns loading or a reply still being typed out: only sending is held. */
  busy: boolean;
  colours: ChatColours;
};

/** The server refuses longer prompts (chat API: 2000 characters). */
const MAX_PROMPT = 2000;

export function ChatInput({ inputRef, value, onChange, onSend, waiting, busy, colours }: Props) {
  const canSend = value.trim() !== '' && !waiting && !busy;
  return (
    <form
      className="flex items-center gap-2 border-t border-black/10 bg-white p-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor="chat-message" className="sr-only">
        Type your message
      </label>
      <input
        id="chat-message"
        ref={inputRef}
        className="input input-sm min-w-0 flex-1"
        placeholder="Type your message…"
        autoComplete="off"
        maxLength={MAX_PROMPT}
        value={value}
        disabled={waiting}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      <button
        type="submit"
        className="btn btn-sm border-0 disabled:opacity-50"
        disabled={!canSend}
        style={{ backgroundColor: colours.accent, color: colours.onAccent }}
      >
        Send
      </button>
    </form>
  );
}
