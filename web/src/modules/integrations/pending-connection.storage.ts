// The agent a WhatsApp connection was started for. Meta sends the owner back to one callback page
// for every agent, with only `code` and `state`; the page learns the agent from here. Kept in
// sessionStorage, so only the tab that clicked Connect can finish it, and taken when it is used.

const KEY = 'sitesage.whatsapp-connection';

type PendingConnection = { state: string; projectId: string };

function isPending(value: unknown): value is PendingConnection {
  return (
    typeof value === 'object' &&
    value !== null &&
    'state' in value &&
    'projectId' in value &&
    typeof value.state === 'string' &&
    typeof value.projectId === 'string'
  );
}

/** The state Meta will send back is the one in the dialog's address. */
export function rememberPendingConnection(dialogUrl: string, projectId: string): void {
  const state = new URL(dialogUrl).searchParams.get('state') ?? '';
  sessionStorage.setItem(KEY, JSON.stringify({ state, projectId } satisfies PendingConnection));
}

/** The agent the connection with this `state` was started for, forgotten as it is read. */
export function takePendingConnection(state: string): string | null {
  const raw = sessionStorage.getItem(KEY);
  if (raw === null) return null;
  let pending: unknown;
  try {
    pending = JSON.parse(raw);
  } catch {
    pending = null;
  }
  if (!isPending(pending) || pending.state === '' || pending.state !== state) return null;
  sessionStorage.removeItem(KEY);
  return pending.projectId;
}
