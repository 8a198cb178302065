import type { ChatColours } from './chat-theme.fns';

type Props = { colours: ChatColours; name: string };

/**
 * Shown instead of the chat when the agent is paused (its owner's plan has fewer agents than they
 * made): the visitor learns plainly that it is not answering, and that nothing is lost.
 */
export function PausedAgent({ colours, name }: Props) {
  return (
    <main
      aria-label="Chat"
      className="flex min-h-dvh items-center justify-center p-4"
      style={{ backgroundColor: colours.background }}
    >
      <section
        role="status"
        aria-labelledby="paused-title"
        className="w-full max-w-sm space-y-2 rounded-2xl bg-white p-5 text-center shadow"
      >
        <h1 id="paused-title" className="text-xl font-semibold text-neutral-900">
          This agent is paused
        </h1>
        <p className="text-sm text-neutral-700">
          {name} is not answering right now: its owner has paused it. Nothing has been deleted, and it will
          answer again once the owner turns it back on.
        </p>
      </section>
    </main>
  );
}
