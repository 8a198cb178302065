/**
 * The visitor's chat session per agent, in localStorage under `session_live_{project_id}` (spec §3).
 * Only the session id and when it started are kept: no name, email, phone or messages (SECURITY F11).
 */
export type StoredChatSession = { id: string; created_at: string };

const keyOf = (projectId: string) => `session_live_${projectId}`;

export function readStoredChatSession(projectId: string): StoredChatSession | null {
  try {
    const raw = localStorage.getItem(keyOf(projectId));
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'id' in value &&
      typeof value.id === 'string' &&
      value.id !== ''
    ) {
      const createdAt = 'created_at' in value && typeof value.created_at === 'string' ? value.created_at : '';
      return { id: value.id, created_at: createdAt };
    }
  } catch {
    // unreadable (storage blocked in a third-party frame, or junk): no session
  }
  return null;
}

export function storeChatSession(projectId: string, session: StoredChatSession): void {
  try {
    localStorage.setItem(
      keyOf(projectId),
      JSON.stringify({ id: session.id, created_at: session.created_at }),
    );
  } catch {
    // storage blocked: the session lasts as long as the page
  }
}

export function deleteStoredChatSession(projectId: string): void {
  try {
    localStorage.removeItem(keyOf(projectId));
  } catch {
    // storage blocked: nothing was stored
  }
}
