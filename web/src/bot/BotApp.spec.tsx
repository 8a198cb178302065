// @vitest-environment jsdom
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEachTest } from '../testing/dom-test-cleanup';
import { errorResponse, fakeApi } from '../testing/fake-api';
import { BotApp } from './BotApp';
import { historyMessage, publicProject } from './bot-test-fixtures';

configure({ asyncUtilTimeout: 5000 });
cleanUpAfterEachTest();

const PROJECT = 'GET /api/v1/projects/project/acme';
const storedKey = 'session_live_acme';

function fill(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('loading the agent', () => {
  it('shows a spinner, then the chat with the bot name and the welcome message first', async () => {
    fakeApi({ [PROJECT]: () => Response.json(publicProject()) });
    render(<BotApp projectId="acme" />);
    expect(screen.getByRole('status').textContent).toContain('Loading the chat');
    expect(await screen.findByRole('heading', { name: 'Acme Helper' })).toBeTruthy();
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(conversation.querySelector('li')?.textContent).toContain('Hi! How can I help?');
  });

  it('tells the visitor plainly that a paused agent is not answering, and offers no chat', async () => {
    fakeApi({ [PROJECT]: () => Response.json(publicProject({ paused: true, require_user_details: true })) });
    render(<BotApp projectId="acme" />);
    expect(await screen.findByRole('heading', { name: 'This agent is paused' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'Acme Helper is not answering right now: its owner has paused it. Nothing has been deleted',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start Chat' })).toBeNull();
  });

  it('only logs a failed load: no error text, no broken screen', async () => {
    fakeApi({ [PROJECT]: () => errorResponse(404, 'Project not found') });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<BotApp projectId="acme" />);
    await waitFor(() => {
      expect(warn).toHaveBeenCalled();
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.body.textContent).not.toContain('Project not found');
  });
});

describe('visitor details form', () => {
  const requiring = () => Response.json(publicProject({ require_user_details: true }));

  it('asks for details when the agent requires them and no session is stored', async () => {
    fakeApi({ [PROJECT]: requiring });
    render(<BotApp projectId="acme" />);
    expect(await screen.findByRole('heading', { name: "Let's Get Started" })).toBeTruthy();
    expect(screen.getByText('Enter your details to start chatting')).toBeTruthy();
    for (const label of ['Full Name', 'Email Address', 'Phone Number']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Start Chat' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps Start Chat disabled until every field is valid, naming what is wrong', async () => {
    fakeApi({ [PROJECT]: requiring });
    render(<BotApp projectId="acme" />);
    await screen.findByRole('heading', { name: "Let's Get Started" });
    const start = screen.getByRole('button', { name: 'Start Chat' });

    fill('Full Name', 'Ada Lovelace');
    fill('Email Address', 'ada@');
    fill('Phone Number', '12ab');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();
    expect(start.hasAttribute('disabled')).toBe(true);

    fill('Email Address', 'ada@example.com');
    fill('Phone Number', '+44 (20) 7946-0958');
    expect(start.hasAttribute('disabled')).toBe(false);
    fill('Full Name', '   ');
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(start.hasAttribute('disabled')).toBe(true);
  });

  it('starts a session with the browser description and details, stores only its id, then chats', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = fakeApi({
      [PROJECT]: requiring,
      'POST /api/v1/sessions': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    render(<BotApp projectId="acme" />);
    await screen.findByRole('heading', { name: "Let's Get Started" });
    fill('Full Name', 'Ada Lovelace');
    fill('Email Address', 'ada@example.com');
    fill('Phone Number', '+44 20 7946 0958');
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));

    const submitting = await screen.findByRole('button', { name: 'Submitting' });
    expect(submitting.hasAttribute('disabled')).toBe(true);
    const body = (await api.sent('POST /api/v1/sessions')[0]?.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      project_id: 'acme',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      language: navigator.language,
      page_url: window.location.href,
    });
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'user_agent',
        'platform',
        'screen',
        'timezone',
        'online',
        'connection',
        'referrer',
      ]),
    );

    answer(
      Response.json(
        { id: 'sess-1', project_id: 'acme', created_at: '2025-01-01T00:00:00Z' },
        { status: 201 },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Acme Helper' })).toBeTruthy();
    const stored = localStorage.getItem(storedKey) ?? '';
    expect(JSON.parse(stored)).toEqual({ id: 'sess-1', created_at: '2025-01-01T00:00:00Z' });
    expect(stored).not.toContain('ada');
    expect(stored).not.toContain('7946');
  });

  it('says why a session start was refused and leaves the form usable', async () => {
    fakeApi({
      [PROJECT]: requiring,
      'POST /api/v1/sessions': () =>
        errorResponse(429, 'You are starting chats too quickly. Please wait a moment and try again.'),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<BotApp projectId="acme" />);
    await screen.findByRole('heading', { name: "Let's Get Started" });
    fill('Full Name', 'Ada');
    fill('Email Address', 'ada@example.com');
    fill('Phone Number', '5551234567');
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => {
      expect(warn).toHaveBeenCalled();
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are starting chats too quickly. Please wait a moment and try again.',
    );
    expect((await screen.findByRole('button', { name: 'Start Chat' })).hasAttribute('disabled')).toBe(false);
    expect(localStorage.getItem(storedKey)).toBeNull();
  });

  it('skips the form when a session is already stored', async () => {
    localStorage.setItem(storedKey, JSON.stringify({ id: 'sess-1', created_at: '2025-01-01T00:00:00Z' }));
    fakeApi({ [PROJECT]: requiring, 'GET /api/v1/bot/history': () => Response.json({ data: [] }) });
    render(<BotApp projectId="acme" />);
    expect(await screen.findByRole('heading', { name: 'Acme Helper' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "Let's Get Started" })).toBeNull();
  });
});

describe('stored session', () => {
  it('shows the earlier conversation oldest first', async () => {
    localStorage.setItem(storedKey, JSON.stringify({ id: 'sess-1', created_at: '2025-01-01T00:00:00Z' }));
    const api = fakeApi({
      [PROJECT]: () => Response.json(publicProject()),
      'GET /api/v1/bot/history': () =>
        Response.json({
          data: [
            historyMessage({ id: '2', role: 'assistant', message: 'We sell **anvils**.' }),
            historyMessage({ id: '1', role: 'user', message: 'What do you sell?' }),
          ],
        }),
    });
    render(<BotApp projectId="acme" />);
    await screen.findByText('anvils');
    const bubbles = [...screen.getByRole('list', { name: 'Conversation' }).children].map(
      (li) => li.textContent,
    );
    expect(bubbles[1]).toContain('What do you sell?');
    expect(bubbles[2]).toContain('We sell anvils.');
    const query = new URL(api.sent('GET /api/v1/bot/history')[0]?.url ?? '').searchParams;
    expect(query.get('project_id')).toBe('acme');
    expect(query.get('session_id')).toBe('sess-1');
    // No quick questions once there are messages.
    expect(screen.queryByRole('list', { name: 'Suggested questions' })).toBeNull();
  });

  it('forgets a session the server does not know (404)', async () => {
    localStorage.setItem(storedKey, JSON.stringify({ id: 'gone', created_at: '2025-01-01T00:00:00Z' }));
    fakeApi({
      [PROJECT]: () => Response.json(publicProject({ require_user_details: true })),
      'GET /api/v1/bot/history': () => errorResponse(404, 'Session not found'),
    });
    render(<BotApp projectId="acme" />);
    expect(await screen.findByRole('heading', { name: "Let's Get Started" })).toBeTruthy();
    expect(localStorage.getItem(storedKey)).toBeNull();
  });

  it('Start Again deletes the stored session of this agent only and reloads', async () => {
    localStorage.setItem(storedKey, JSON.stringify({ id: 'sess-1', created_at: '2025-01-01T00:00:00Z' }));
    localStorage.setItem('session_live_other', JSON.stringify({ id: 'sess-2', created_at: '' }));
    fakeApi({
      [PROJECT]: () => Response.json(publicProject()),
      'GET /api/v1/bot/history': () => Response.json({ data: [] }),
    });
    const reload = vi.fn();
    render(<BotApp projectId="acme" reload={reload} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start Again' }));
    expect(localStorage.getItem(storedKey)).toBeNull();
    expect(localStorage.getItem('session_live_other')).not.toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
