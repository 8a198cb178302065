import { ComingSoon } from '../../ui/ComingSoon';

/** The chat window a website embeds (in a frame) through the SiteSage script tag. */
export function BotPage() {
  return (
    <main className="flex min-h-screen items-center bg-base-100">
      <ComingSoon
        title="Chat"
        summary="Visitors of your website will chat with your agent here, inside the chat window your script tag adds."
      />
    </main>
  );
}
