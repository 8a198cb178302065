// @vitest-environment jsdom
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEachTest } from '../testing/dom-test-cleanup';
import { errorResponse, fakeApi, type FakeRoute } from '../testing/fake-api';
import { BotApp } from './BotApp';
import { publicProject, sseAnswer } from './bot-test-fixtures';
import type { PublicProject } from './bot-api.types';

configure({ asyncUtilTimeout: 5000 });
cleanUpAfterEachTest();

const PROJECT = 'GET /api/v1/projects/project/acme';
const STREAM = 'POST /api/v1/bot/stream-message';

async function openChat(stream: FakeRoute, project: Partial<PublicProject> = {}) {
  const api = fakeApi({ [PROJECT]: () => Response.json(publicProject(project)), [STREAM]: stream });
  render(<BotApp projectId="acme" />);
  await screen.findByRole('banner');
  const input = screen.getByLabelText<HTMLInputElement>('Type your message');
  const sendButton = screen.getByRole('button', { name: 'Send' });
  const type = (text: string) => {
    fireEvent.change(input, { target: { value: text } });
  };
  return { api, input, sendButton, type };
}

const conversationText = () => screen.getByRole('list', { name: 'Conversation' }).textContent;

describe('sending a message', () => {
  it('does not send a blank or whitespace-only message', async () => {
    const answer = sseAnswer();
    const { api, input, sendButton, type } = await openChat(answer.route);
    expect(sendButton.hasAttribute('disabled')).toBe(true);
    type('   ');
    expect(sendButton.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(input);
    expect(api.sent(STREAM)).toHaveLength(0);
  });

  it('shows the question, waits with the input locked, then types out the streamed reply', async () => {
    const answer = sseAnswer('sess-new');
    const { api, input, sendButton, type } = await openChat(answer.route);
    type('  What do you sell?  ');
    fireEvent.click(sendButton);

    expect(conversationText()).toContain('What do you sell?');
    expect(input.value).toBe('');
    expect(input.disabled).toBe(true);
    expect(sendButton.hasAttribute('disabled')).toBe(true);
    expect(await screen.findByLabelText('Typing')).toBeTruthy();
    const body = (await api.sent(STREAM)[0]?.json()) as Record<string, unknown>;
    expect(body).toEqual({ prompt: 'What do you sell?', session_id: '', project_id: 'acme' });

    answer.reply('We sell **anvils** and rockets.', [
      { url: 'https://acme.test/products', title: 'Products' },
      { url: 'javascript:alert(1)', title: 'Evil' },
    ]);
    await waitFor(() => {
      expect(conversationText()).toContain('We sell anvils and rockets.');
    });
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText('anvils').tagName).toBe('STRONG');
    await waitFor(() => {
      expect(document.activeElement).toBe(input);
    });
    expect(input.disabled).toBe(false);

    const sources = within(conversation).getByRole('list', { name: 'Sources' });
    const links = within(sources).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://acme.test/products']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[0]?.getAttribute('target')).toBe('_blank');

    // The lazily created session is remembered: only its id and start time.
    const stored = JSON.parse(localStorage.getItem('session_live_acme') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['created_at', 'id']);
    expect(stored.id).toBe('sess-new');
    // Screen readers hear the finished reply once, not every typed character.
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('We sell anvils and rockets.');
  });

  it('holds Send while a reply is still being typed out', async () => {
    const answer = sseAnswer();
    const { sendButton, type } = await openChat(answer.route);
    type('Hi');
    fireEvent.click(sendButton);
    answer.reply('A reply long enough to still be typing when we look at the send button.');
    await waitFor(() => {
      expect(conversationText()).toContain('A reply');
    });
    type('Next question');
    expect(conversationText()).not.toContain('send button.');
    expect(sendButton.hasAttribute('disabled')).toBe(true);
  });

  it('sends the stored session id with the question', async () => {
    localStorage.setItem('session_live_acme', JSON.stringify({ id: 'sess-1', created_at: '' }));
    const answer = sseAnswer('sess-1');
    const api = fakeApi({
      [PROJECT]: () => Response.json(publicProject()),
      [STREAM]: answer.route,
      'GET /api/v1/bot/history': () => Response.json({ data: [] }),
    });
    render(<BotApp projectId="acme" />);
    const input = await screen.findByLabelText('Type your message');
    fireEvent.change(input, { target: { value: 'Hello' } });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(api.sent(STREAM)).toHaveLength(1);
    });
    expect(((await api.sent(STREAM)[0]?.json()) as { session_id: string }).session_id).toBe('sess-1');
  });
});

describe('quick questions', () => {
  it('offers the trimmed, non-empty prompts before the first message only, and sends the one clicked', async () => {
    const answer = sseAnswer();
    const { api } = await openChat(answer.route);
    const suggestions = screen.getByRole('list', { name: 'Suggested questions' });
    const buttons = within(suggestions).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['What do you sell?', 'Opening hours']);

    fireEvent.click(buttons[1]!);
    expect(screen.queryByRole('list', { name: 'Suggested questions' })).toBeNull();
    await waitFor(() => {
      expect(api.sent(STREAM)).toHaveLength(1);
    });
    expect(((await api.sent(STREAM)[0]?.json()) as { prompt: string }).prompt).toBe('Opening hours');
  });

  it('offers none when the agent has no prompts', async () => {
    await openChat(sseAnswer().route, { bot_template_messages: ' , ' });
    expect(screen.queryByRole('list', { name: 'Suggested questions' })).toBeNull();
  });
});

describe('a failed send', () => {
  it('puts the typed text back, shows the reason, and removes the unanswered question', async () => {
    const { input, sendButton, type } = await openChat(() =>
      errorResponse(429, 'Too many messages. Try again in a minute.'),
    );
    type('Are you open today?');
    fireEvent.click(sendButton);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many messages. Try again in a minute.');
    expect(input.value).toBe('Are you open today?');
    expect(input.disabled).toBe(false);
    expect(conversationText()).not.toContain('Are you open today?');
    expect(sendButton.hasAttribute('disabled')).toBe(false);
  });

  it("tells the visitor plainly when the agent's month is used up, never a plan or payment error", async () => {
    const { sendButton, type } = await openChat(() =>
      errorResponse(402, 'This agent has answered all the conversations its plan allows this month.'),
    );
    type('Are you open today?');
    fireEvent.click(sendButton);
    const notice = (await screen.findByRole('alert')).textContent;
    expect(notice).toBe(
      "This chat isn't taking new conversations right now. Please try again later, or contact the site directly.",
    );
    expect(notice).not.toMatch(/plan|payment|402/i);
  });

  it('keeps the part of a reply that arrived before a stream error, and says what happened', async () => {
    const answer = sseAnswer();
    const { input, sendButton, type } = await openChat(answer.route);
    type('Tell me everything');
    fireEvent.click(sendButton);
    answer.send('token', { text: 'Here is the first part' });
    answer.send('error', { detail: 'The assistant stopped answering.', code: 'UNAVAILABLE' });
    answer.close();

    expect((await screen.findByRole('alert')).textContent).toBe('The assistant stopped answering.');
    expect(conversationText()).toContain('Here is the first part');
    expect(conversationText()).toContain('incomplete');
    expect(input.value).toBe('Tell me everything');
    expect(sendButton.hasAttribute('disabled')).toBe(false);
  });
});

describe('owner-controlled look (SECURITY F2)', () => {
  it('applies valid theme colours and ignores one that smuggles CSS', async () => {
    const theme = {
      ...publicProject().theme!,
      user_message_bubble_color: '#fff;background:url(//evil.test)',
    };
    await openChat(sseAnswer().route, { theme, bot_name: '<img src=x onerror=alert(1)>' });
    const header = screen.getByRole('banner');
    expect(header.getAttribute('style')).toContain('rgb(103, 58, 183)'); // the #673AB7 fallback
    expect(document.body.innerHTML).not.toContain('evil.test');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('minimise', () => {
  it('asks the embedding page to minimise, addressed to its origin, with no conversation data', async () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://customer.test/pricing?x=1');
    await openChat(sseAnswer().route);
    fireEvent.click(screen.getByRole('button', { name: 'Minimise chat' }));
    expect(parent.postMessage).toHaveBeenCalledWith({ action: 'minimizeChat' }, 'https://customer.test');
  });
});
