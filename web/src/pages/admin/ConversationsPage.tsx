import { ComingSoon } from '../../ui/ComingSoon';

export function ConversationsPage() {
  return (
    <ComingSoon
      title="Conversations"
      summary="Your visitors' chat sessions, including WhatsApp ones, with the full conversation beside the list."
    />
  );
}
