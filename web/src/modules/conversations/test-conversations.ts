// Test data for DOM tests of the conversations screen.
import type { ChatMessage, ChatSession } from './conversations.types';

export function testChatSession(overrides: Partial<ChatSession> = {}): ChatSession {
  return {
    id: 's1',
    project_id: 'p1',
    source: 'embedded_widget',
    name: 'Ravi Kumar',
    phone: '+919800000001',
    email: 'ravi@example.com',
    city: 'Pune',
    intent: 'Pricing',
    escalate: false,
    created_at: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    last_message_at: new Date(Date.now() - 60 * 1000).toISOString(),
    message_count: 4,
    taken_over: false,
    taken_over_by: '',
    last_visitor_message_at: new Date(Date.now() - 60 * 1000).toISOString(),
    person_waiting: false,
    ...overrides,
  };
}

export function testChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    session_id: 's1',
    project_id: 'p1',
    role: 'user',
    message: 'Hello',
    timestamp: new Date(Date.now() - 60 * 1000).toISOString(),
    status: 'complete',
    author: 'visitor',
    author_name: '',
    metadata: { sources: [] },
    ...overrides,
  };
}

/**
 * A conversation of `count` messages, numbered 1 (oldest) to `count` (newest), as the server
 * returns it: newest first.
 */
export function testConversation(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const number = count - index;
    return testChatMessage({
      id: `m${number}`,
      role: number % 2 === 1 ? 'user' : 'assistant',
      author: number % 2 === 1 ? 'visitor' : 'agent',
      message: `Message ${number}`,
      timestamp: new Date(Date.now() - (count - number + 1) * 60 * 1000).toISOString(),
    });
  });
}
