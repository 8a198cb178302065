import { useEffect, useRef, useState } from 'react';
import { Markdown } from '../ui/markdown/Markdown';
import type { PublicProject } from './bot-api.types';
import { ChatInput } from './ChatInput';
import { chatColours } from './chat-theme.fns';
import { MessageBubble } from './MessageBubble';
import { minimizeChat } from './minimize-chat';
import { QuickQuestions } from './QuickQuestions';
import { quickQuestions } from './quick-questions.fns';
import { useChatConversation } from './useChatConversation';
import { usePreviewConversation } from './usePreviewConversation';
import { useNow } from './useNow';

type Props = {
  project: PublicProject;
  sessionId: string | null;
  resumeSessionId: string | null;
  onSessionStarted: (sessionId: string) => void;
  onSessionLost: () => void;
  onStartAgain: () => void;
  /**
   * The owner's live preview in the admin: the same chat, sized to its container, answering with a
   * fixed line instead of asking the agent (see usePreviewConversation), minimised by `onMinimise`.
   */
  preview?: { onMinimise: () => void };
};

/** The chat window: header, conversation, suggested questions and the message box. */
export function ChatScreen({ project, onStartAgain, preview, ...session }: Props) {
  // Both are always called (hooks keep their order); the live one does nothing until a message is sent.
  const live = useChatConversation({ projectId: project.project_id, ...session });
  const previewed = usePreviewConversation();
  const chat = preview === undefined ? live : previewed;
  const colours = chatColours(project.theme);
  const prompts = quickQuestions(project.bot_template_messages);
  const now = useNow(30_000);
  const [openedAt] = useState(() => new Date());
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const busy = chat.waiting || chat.typing || chat.historyLoading;
  const wasBusy = useRef(false);

  // Spec §4: the input is blurred while waiting and focused again once the reply is complete.
  useEffect(() => {
    if (chat.waiting) inputRef.current?.blur();
    if (wasBusy.current && !busy) inputRef.current?.focus();
    wasBusy.current = busy;
  }, [busy, chat.waiting]);

  useEffect(() => {
    const list = listRef.current;
    if (list !== null) list.scrollTop = list.scrollHeight;
  }, [chat.entries, chat.notice]);

  const last = chat.entries.at(-1);
  // Only a reply given on this page is announced, once complete (not each typed character).
  const announcement = last?.role === 'assistant' && !last.fromHistory && !busy ? last.text : '';
  const send = (text: string) => {
    void chat.send(text);
  };

  return (
    <div
      className={`flex flex-col ${preview === undefined ? 'h-dvh' : 'h-full'}`}
      style={{ backgroundColor: colours.background }}
    >
      <header
        className="flex items-center gap-2 px-3 py-2 shadow"
        style={{ backgroundColor: colours.accent, color: colours.onAccent }}
      >
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold">{project.bot_name || 'Assistant'}</h1>
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          style={{ color: colours.onAccent }}
          onClick={onStartAgain}
        >
          Start Again
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-xs text-lg leading-none"
          style={{ color: colours.onAccent }}
          aria-label="Minimise chat"
          onClick={() => {
            if (preview === undefined) minimizeChat(window);
            else preview.onMinimise();
          }}
        >
          <span aria-hidden="true">–</span>
        </button>
      </header>

      <ol ref={listRef} aria-label="Conversation" className="flex-1 space-y-3 overflow-y-auto p-3">
        {project.bot_welcome_message.trim() !== '' && (
          <MessageBubble
            role="assistant"
            text={project.bot_welcome_message}
            sources={[]}
            at={openedAt}
            now={now}
            colours={colours}
          />
        )}
        {chat.entries.map((entry) => (
          <MessageBubble
            key={entry.key}
            role={entry.role}
            text={entry.text.slice(0, entry.shown)}
            sources={entry.shown < entry.text.length ? [] : entry.sources}
            at={entry.at}
            now={now}
            colours={colours}
            pending={entry.role === 'assistant' && entry.text === '' && chat.waiting}
            incomplete={entry.incomplete}
            author={entry.author}
          />
        ))}
        {chat.historyLoading && (
          <li className="text-center" role="status">
            <span className="loading loading-dots loading-sm" aria-label="Loading earlier messages" />
          </li>
        )}
      </ol>

      {prompts.length > 0 && chat.entries.length === 0 && !chat.historyLoading && (
        <QuickQuestions prompts={prompts} colours={colours} disabled={busy} onPick={send} />
      )}
      {chat.notice !== null && (
        <p role="alert" className="mx-3 mb-2 rounded bg-red-50 px-3 py-1.5 text-xs text-red-700">
          {chat.notice}
        </p>
      )}
      <div aria-live="polite" className="sr-only">
        {announcement !== '' && <Markdown text={announcement} />}
      </div>
      <ChatInput
        inputRef={inputRef}
        value={chat.draft}
        onChange={chat.setDraft}
        onSend={() => {
          send(chat.draft);
        }}
        waiting={chat.waiting}
        busy={chat.typing || chat.historyLoading}
        colours={colours}
      />
    </div>
  );
}
