/** A WhatsApp user, as the chat service sees a visitor. */
export type WhatsAppVisitor = {
  fromNumber: string;
  profileName: string;
  /** A digest of the number: the chat service's per-visitor budgets key. */
  visitorKey: string;
};

/** What a WhatsApp user sent: a text, or the type of a message without one (image, audio, …). */
export type WhatsAppContent = { text: string } | { type: string };

export type AgentAnswer = { text: string; sources: { url: string; title: string }[] };

/**
 * What answering a WhatsApp message needs from the other services (adapter:
 * `src/chat/agent-answering.ts`): the owner's plan from auth, and the chat service's sessions and
 * answering, the same retrieval and reply the widget gets.
 */
export type AgentAnswering = {
  planOf(userId: string): Promise<string>;
  /** Opens a `whatsapp` conversation with the agent for this user; answers its session id. */
  startConversation(input: { projectId: string; visitor: WhatsAppVisitor }): Promise<string>;
  /**
   * The agent's answer to one message in that conversation (to a message without text, the chat
   * service's request to type). `session_gone` when the chat service no longer has the session
   * (the conversation was deleted): a new one is opened. `taken_over` when an owner is answering
   * this conversation in person: the message is stored, nothing is sent.
   */
  answer(input: {
    projectId: string;
    ownerId: string;
    plan: string;
    sessionId: string;
    content: WhatsAppContent;
    visitor: WhatsAppVisitor;
  }): Promise<AgentAnswer | 'session_gone' | 'taken_over'>;
  /** Stores an owner's reply (already sent through the Cloud API) in the conversation, with its author. */
  storeOwnerMessage(input: {
    projectId: string;
    sessionId: string;
    owner: { id: string; name: string };
    content: string;
  }): Promise<{ messageId: string; createdAt: string }>;
};
