// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../modules/conversations/conversations.types';
import {
  testChatMessage,
  testChatSession,
  testConversation,
} from '../../modules/conversations/test-conversations';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { errorResponse, pagedList, type FakeRoute } from '../../testing/fake-api';
import { currentUrl } from '../../testing/renderApp';
import { openSignedIn } from '../../testing/signed-in-app';
import { cellTexts, tableRow } from '../../testing/table-rows';
import { testProject } from '../../testing/test-projects';

cleanUpAfterEachTest();

const SESSIONS = 'GET /api/v1/bot/sessions';
const HISTORY = 'GET /api/v1/bot/history';

function openConversations(routes: Record<string, FakeRoute>, search = '') {
  const project = { 'GET /api/v1/projects/p1': () => Response.json(testProject()) };
  return openSignedIn(`/admin/projects/p1/conversations${search}`, { ...project, ...routes });
}

/** GET bot/history over `newestFirst`, honouring offset and limit like the server. */
function history(newestFirst: readonly ChatMessage[]): FakeRoute {
  return (request) => {
    const params = new URL(request.url).searchParams;
    const offset = Number(params.get('offset'));
    const limit = Number(params.get('limit'));
    return Response.json({ data: newestFirst.slice(offset, offset + limit) });
  };
}

const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);
const table = () => screen.findByRole('table', { name: 'Conversations' });
const row = (text: string) => tableRow('Conversations', text);
const messagesLog = () => screen.findByRole('region', { name: 'Messages' });

/** The texts of the messages shown, top to bottom. */
function shownMessages(log: HTMLElement): string[] {
  return Array.from(log.querySelectorAll('ol > li p'), (paragraph) => paragraph.textContent);
}

function scrollTo(log: HTMLElement, top: number) {
  log.scrollTop = top;
  fireEvent.scroll(log);
}

async function openSession(name: string) {
  await table();
  fireEvent.click(within(row(name)).getByRole('link', { name }));
  return messagesLog();
}

// Made per test: their times are relative to when the test runs.
const ravi = () => testChatSession();
const whatsapp = () =>
  testChatSession({
    id: 's2',
    source: 'whatsapp',
    name: '',
    email: '',
    phone: '+447700900123',
    city: '',
    intent: '',
    escalate: true,
    declined: true,
    message_count: 12,
  });

describe('conversations table', () => {
  it('lists each conversation by its first question, who asked, its last activity and message count', async () => {
    const asked = { ...ravi(), first_question: 'How much is the Pro plan?' };
    const { api } = openConversations({ [SESSIONS]: pagedList(() => [asked, whatsapp()]) });
    await table();

    expect(cellTexts(row('How much is the Pro plan?'))).toEqual([
      'How much is the Pro plan?Ravi Kumar · ravi@example.com · +919800000001 · Pune',
      'Website',
      'IntentPricing',
      '',
      'Last activity1 minute ago',
      '4messages',
    ]);
    const anonymous = row('Anonymous visitor');
    expect(within(anonymous).getByText('Anonymous visitor · +447700900123')).toBeTruthy();
    expect(within(anonymous).getByText('WhatsApp')).toBeTruthy();
    expect(within(anonymous).getByText('Needs attention').className).toContain('badge-error');
    expect(within(anonymous).getByText('Declined').className).toContain('badge-warning');
    expect(within(row('How much is the Pro plan?')).queryByText('Needs attention')).toBeNull();

    const [request] = api.sent(SESSIONS);
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(
      request && [param(request, 'project_id'), param(request, 'offset'), param(request, 'limit')],
    ).toEqual(['p1', '0', '10']);
    expect(request && param(request, 'filter')).toBe('all');
    expect(screen.getByText('What visitors talked about with acme.test')).toBeTruthy();
  });

  it('asks the server for only the declined or flagged conversations, from the first page', async () => {
    const { api } = openConversations({ [SESSIONS]: pagedList(() => [whatsapp()]) });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Needs attention' }));
    await waitFor(() => {
      expect(api.sent(SESSIONS).map((request) => param(request, 'filter'))).toEqual([
        'all',
        'needs_attention',
      ]);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Declined' }));
    await waitFor(() => {
      const last = api.sent(SESSIONS).at(-1);
      expect(last && param(last, 'filter')).toBe('declined');
    });
    expect(screen.getByRole('button', { name: 'Declined' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("says 'No conversations yet!' when there are none", async () => {
    openConversations({ [SESSIONS]: pagedList(() => []) });
    expect(await screen.findByRole('heading', { name: 'No conversations yet!' })).toBeTruthy();
  });

  it("shows the server's reason when the sessions cannot be loaded", async () => {
    openConversations({ [SESSIONS]: () => errorResponse(503, 'The chat service is not answering.') });
    expect((await screen.findByRole('alert')).textContent).toBe('The chat service is not answering.');
  });

  it("says 'Failed to load sessions.' when the server gives no reason", async () => {
    openConversations({ [SESSIONS]: () => new Response('Bad gateway', { status: 502 }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load sessions.');
  });

  it('pages through more than 10 sessions', async () => {
    const all = Array.from({ length: 12 }, (_, index) =>
      testChatSession({ id: `s${index + 1}`, name: `Visitor ${index + 1}` }),
    );
    const { api } = openConversations({ [SESSIONS]: pagedList(() => all) });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('link', { name: 'Visitor 11' })).toBeTruthy();
    expect(api.sent(SESSIONS).map((request) => param(request, 'offset'))).toEqual(['0', '10']);
  });

  it('leaves for the agents list when the agent is not the owner’s', async () => {
    const { router } = openConversations({
      'GET /api/v1/projects/p1': () => errorResponse(404, "Project 'p1' not found"),
      [SESSIONS]: pagedList(() => []),
    });
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/admin/projects');
    });
  });
});

describe('conversation viewer', () => {
  it('opens on the newest 10 messages, oldest of them at the top, and closes back to the table', async () => {
    const { api, router } = openConversations({
      [SESSIONS]: pagedList(() => [ravi()]),
      [HISTORY]: history(testConversation(25)),
    });
    const log = await openSession('Ravi Kumar');

    await waitFor(() => {
      expect(shownMessages(log)).toEqual(Array.from({ length: 10 }, (_, index) => `Message ${index + 16}`));
    });
    expect(currentUrl(router)).toBe('/admin/projects/p1/conversations?session=s1');
    const [request] = api.sent(HISTORY);
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(
      request && ['project_id', 'session_id', 'offset', 'limit'].map((name) => param(request, name)),
    ).toEqual(['p1', 's1', '0', '10']);
    expect(screen.getByRole('complementary', { name: 'Conversation with Ravi Kumar' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
    });
    expect(currentUrl(router)).toBe('/admin/projects/p1/conversations');
    expect(await table()).toBeTruthy();
  });

  it('opens the conversation named in the address, as after a reload', async () => {
    openConversations(
      { [SESSIONS]: pagedList(() => [ravi()]), [HISTORY]: history(testConversation(3)) },
      '?session=s1',
    );
    const log = await messagesLog();
    await waitFor(() => {
      expect(shownMessages(log)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    });
  });

  it('reads the session on its own when it is not on the shown page of the table', async () => {
    openConversations(
      {
        [SESSIONS]: pagedList(() => [ravi()]),
        'GET /api/v1/bot/sessions/s2': () => Response.json(whatsapp()),
        [HISTORY]: history(testConversation(2)),
      },
      '?session=s2',
    );
    const viewer = await screen.findByRole('complementary', { name: 'Conversation with Anonymous visitor' });
    expect(within(viewer).getByText('Needs attention')).toBeTruthy();
    expect(within(viewer).getByRole('textbox', { name: 'Reply' })).toBeTruthy();
  });

  it('loads the next older page when scrolled to the top, keeping the same messages in view', async () => {
    // jsdom lays nothing out: each message is 100px tall here, so the log has a height to keep.
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
      return this.querySelectorAll('ol > li').length * 100;
    });
    const { api } = openConversations({
      [SESSIONS]: pagedList(() => [ravi()]),
      [HISTORY]: history(testConversation(25)),
    });
    const log = await openSession('Ravi Kumar');
    await waitFor(() => {
      expect(shownMessages(log)).toHaveLength(10);
    });
    // Opened at the bottom: the newest message in view.
    expect(log.scrollTop).toBe(1000);

    scrollTo(log, 400);
    expect(api.sent(HISTORY)).toHaveLength(1);

    scrollTo(log, 0);
    await waitFor(() => {
      expect(shownMessages(log)).toHaveLength(20);
    });
    expect(api.sent(HISTORY).map((request) => param(request, 'offset'))).toEqual(['0', '10']);
    expect(shownMessages(log)[0]).toBe('Message 6');
    // Message 16, at the top before, is still at the top of the view: 10 older ones above it.
    expect(log.scrollTop).toBe(1000);
  });

  it('stops asking once a page comes back with fewer than 10 messages', async () => {
    const { api } = openConversations({
      [SESSIONS]: pagedList(() => [ravi()]),
      [HISTORY]: history(testConversation(14)),
    });
    const log = await openSession('Ravi Kumar');
    await waitFor(() => {
      expect(shownMessages(log)).toHaveLength(10);
    });

    scrollTo(log, 0);
    await waitFor(() => {
      expect(shownMessages(log)).toHaveLength(14);
    });
    expect(within(log).getByText('Start of the conversation')).toBeTruthy();

    scrollTo(log, 0);
    scrollTo(log, 0);
    await waitFor(() => {
      expect(screen.getByRole('region', { name: 'Messages' }).getAttribute('aria-busy')).toBe('false');
    });
    expect(api.sent(HISTORY).map((request) => param(request, 'offset'))).toEqual(['0', '10']);
  });

  it('shows who wrote each message, when, its intent, its sources and whether it went wrong', async () => {
    const messages = [
      testChatMessage({
        id: 'a2',
        role: 'assistant',
        message: 'Our plans start at 4,999.',
        status: 'incomplete',
        metadata: {
          sources: [
            { url: 'https://www.acme.test/pricing', title: 'Pricing' },
            { url: 'javascript:alert(1)', title: 'Evil' },
          ],
        },
      }),
      testChatMessage({ id: 'a1', role: 'assistant', message: 'Sorry.', status: 'failed' }),
      testChatMessage({ id: 'u1', message: 'How much is it?', metadata: { intent: 'Pricing', sources: [] } }),
    ];
    openConversations({ [SESSIONS]: pagedList(() => [ravi()]), [HISTORY]: history(messages) });
    const log = await openSession('Ravi Kumar');

    const item = (text: string) => {
      const found = within(log).getByText(text).closest('li');
      if (found === null) throw new Error(`no message ${text}`);
      return found;
    };
    await waitFor(() => {
      expect(item('How much is it?')).toBeTruthy();
    });
    expect(within(item('How much is it?')).getByText('Visitor')).toBeTruthy();
    expect(within(item('How much is it?')).getByText('Intent: Pricing')).toBeTruthy();
    expect(within(item('How much is it?')).getByText('1 minute ago')).toBeTruthy();
    expect(within(item('Sorry.')).getByText('Agent')).toBeTruthy();
    expect(within(item('Sorry.')).getByText('Failed')).toBeTruthy();

    const answer = item('Our plans start at 4,999.');
    expect(within(answer).getByText('Incomplete')).toBeTruthy();
    const link = within(answer).getByRole('link', { name: 'Pricing' });
    expect(link.getAttribute('href')).toBe('https://www.acme.test/pricing');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(answer).queryByText('Evil')).toBeNull();
  });

  it('shows markup in a message as the text it is, creating no element from it', async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>\n<b>bold</b>';
    openConversations({
      [SESSIONS]: pagedList(() => [ravi()]),
      [HISTORY]: history([testChatMessage({ message: payload })]),
    });
    const log = await openSession('Ravi Kumar');

    await waitFor(() => {
      expect(shownMessages(log)).toEqual([payload]);
    });
    expect(log.querySelector('img, script, b')).toBeNull();
  });

  it('lets the owner reply to a WhatsApp conversation inside the 24-hour window, and says why the box is closed after it', async () => {
    const sent: unknown[] = [];
    const stale = testChatSession({
      id: 's3',
      source: 'whatsapp',
      name: 'Old Customer',
      last_visitor_message_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString(),
    });
    openConversations({
      [SESSIONS]: pagedList(() => [ravi(), whatsapp(), stale]),
      [HISTORY]: history(testConversation(2)),
      'POST /api/v1/bot/sessions/s2/owner-messages': async (request) => {
        sent.push(await request.json());
        return Response.json(
          testChatMessage({ id: 'm9', role: 'assistant', author: 'owner', message: 'Hi!' }),
        );
      },
    });
    await openSession('Ravi Kumar');
    // A website chat the agent is answering: the owner takes it over first.
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Take over' })).toBeTruthy();

    await openSession('Anonymous visitor');
    const viewer = await screen.findByRole('complementary', { name: 'Conversation with Anonymous visitor' });
    const reply = within(viewer).getByRole('textbox', { name: 'Reply' });
    fireEvent.change(reply, { target: { value: 'Hello from the shop' } });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(sent).toEqual([{ message: 'Hello from the shop' }]);
    });

    await openSession('Old Customer');
    const closed = await screen.findByRole('complementary', { name: 'Conversation with Old Customer' });
    expect(within(closed).getByRole('textbox', { name: 'Reply' }).hasAttribute('disabled')).toBe(true);
    expect(within(closed).getByText(/only within 24 hours of the customer's last message/)).toBeTruthy();
  });

  it("shows the server's reason when the conversation cannot be loaded", async () => {
    openConversations({
      [SESSIONS]: pagedList(() => [ravi()]),
      [HISTORY]: () => errorResponse(404, 'Session not found'),
    });
    const log = await openSession('Ravi Kumar');
    expect((await within(log).findByRole('alert')).textContent).toBe('Session not found');
  });
});
