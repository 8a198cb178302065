// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeApi, type FakeRoute } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/renderApp';
import { testProject } from '../../../testing/test-projects';
import { testSession, testUser } from '../../../testing/test-session';
import type { Project } from '../projects.types';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openCustomize(
  put: FakeRoute = async (request) =>
    Response.json({ ...testProject(), ...((await request.clone().json()) as Partial<Project>) }),
) {
  const api = fakeApi({
    'GET /api/v1/auth/current-user': () => Response.json(testUser),
    'GET /api/v1/projects/p1': () => Response.json(testProject()),
    'PUT /api/v1/projects/p1': put,
  });
  const app = renderApp('/admin/projects/p1/customize', testSession());
  return { api, ...app };
}

function input(label: string) {
  return screen.getByLabelText<HTMLInputElement>(label);
}

describe('customise form', () => {
  it('loads the agent with its colours normalised to upper-case hex', async () => {
    openCustomize();
    expect((await screen.findByLabelText<HTMLInputElement>('Agent Name')).value).toBe('Assistant');
    expect(input('Bot Bubble Color').value).toBe('#FFECEE');
    expect(input('Text Color').value).toBe('#FFFFFF');
    expect(input('Button Color').value).toBe('#383A9E');
    expect(input('Template message 1').value).toBe('Opening hours?');
    expect(input('Template message 2').value).toBe('Where are you?');
  });

  it('redraws the live preview as fields change, rendering owner text as text', async () => {
    openCustomize();
    fireEvent.change(await screen.findByLabelText('Agent Name'), { target: { value: 'Ava <b>bold</b>' } });
    fireEvent.change(input('Welcome Message'), { target: { value: 'Welcome to Acme!' } });
    fireEvent.change(input('Button Text'), { target: { value: 'Ask us' } });
    fireEvent.change(input('Bot Bubble Color'), { target: { value: '#00ff00' } });
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'top-left' } });

    const preview = within(screen.getByRole('region', { name: 'Live preview' }));
    expect(preview.getByRole('heading', { name: 'Ava <b>bold</b>' })).toBeTruthy();
    expect(preview.queryByText('bold')).toBeNull();
    const welcome = preview.getByText('Welcome to Acme!').closest<HTMLElement>('div[style]');
    expect(welcome?.style.backgroundColor).toBe('rgb(0, 255, 0)');
    const chatButton = preview.getByRole('button', { name: 'Ask us' });
    expect(chatButton.style.top).toBe('16px');
    expect(chatButton.style.left).toBe('16px');
    expect(preview.getByRole('button', { name: 'Opening hours?' })).toBeTruthy();
  });

  it("previews the visitors' own chat: text buttons and a live input, answered without asking the agent", async () => {
    const { api } = openCustomize();
    await screen.findByLabelText('Agent Name');
    const preview = within(screen.getByRole('region', { name: 'Live preview' }));
    expect(preview.getByRole('button', { name: 'Start Again' })).toBeTruthy();
    expect(preview.getByRole('button', { name: 'Minimise chat' })).toBeTruthy();
    const message = preview.getByLabelText<HTMLInputElement>('Type your message');
    expect(message.disabled || message.readOnly).toBe(false);
    fireEvent.change(message, { target: { value: 'Do you ship abroad?' } });
    fireEvent.click(preview.getByRole('button', { name: 'Send' }));
    const conversation = within(await preview.findByRole('list', { name: 'Conversation' }));
    expect(await conversation.findByText('Do you ship abroad?')).toBeTruthy();
    expect(conversation.getByText(/This is a preview, so I don’t answer here/)).toBeTruthy();
    // None of the visitor chat's own calls (the admin shell's badge count is an owner route).
    const visitorChatCalls = ['/bot/stream-message', '/bot/history', '/bot/live'];
    expect(
      api.requests.filter((request) => visitorChatCalls.some((path) => request.url.includes(path))),
    ).toHaveLength(0);
    expect(api.requests.filter((request) => request.url.includes('/sessions'))).toHaveLength(0);

    fireEvent.click(preview.getByRole('button', { name: 'Minimise chat' }));
    expect(preview.queryByLabelText('Type your message')).toBeNull();
  });

  it('adds and removes template message rows, in the preview too', async () => {
    openCustomize();
    fireEvent.click(await screen.findByRole('button', { name: 'Add template message' }));
    fireEvent.change(input('Template message 3'), { target: { value: 'Prices?' } });
    const preview = within(screen.getByRole('region', { name: 'Live preview' }));
    expect(preview.getByRole('button', { name: 'Prices?' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove template message 1' }));
    expect(preview.queryByRole('button', { name: 'Opening hours?' })).toBeNull();
    expect(input('Template message 1').value).toBe('Where are you?');
  });

  it('refuses a comma in a template message and does not save', async () => {
    const { api } = openCustomize();
    fireEvent.change(await screen.findByLabelText('Template message 1'), {
      target: { value: 'Hours, prices' },
    });
    expect(screen.getByText(/Template messages cannot contain commas/)).toBeTruthy();
    expect(input('Template message 1').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent('PUT /api/v1/projects/p1')).toHaveLength(0);
  });

  it('shows what is wrong with other fields on Save', async () => {
    const { api } = openCustomize();
    fireEvent.change(await screen.findByLabelText('Agent Name'), { target: { value: ' ' } });
    fireEvent.change(input('User Bubble Color'), { target: { value: '#12' } });
    fireEvent.change(input('Width (px)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Agent name is required.')).toBeTruthy();
    expect(screen.getByText(/Enter a colour as #/)).toBeTruthy();
    expect(screen.getByText('Width must be a whole number of pixels from 240 to 800.')).toBeTruthy();
    expect(api.sent('PUT /api/v1/projects/p1')).toHaveLength(0);
  });

  it('tidies a typed colour when leaving the field', async () => {
    openCustomize();
    const colour = await screen.findByLabelText<HTMLInputElement>('User Bubble Color');
    fireEvent.change(colour, { target: { value: 'abc' } });
    fireEvent.blur(colour);
    expect(colour.value).toBe('#AABBCC');
  });

  it("saves only the allow-listed fields, says 'Saving', toasts and opens the deploy tab", async () => {
    let release: () => void = () => undefined;
    const { api, router } = openCustomize(async (request) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return Response.json({ ...testProject(), ...((await request.clone().json()) as Partial<Project>) });
    });
    fireEvent.change(await screen.findByLabelText('Welcome Message'), { target: { value: ' Hi there ' } });
    fireEvent.click(input('Require User Details Before Chat'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saving' })).toBeTruthy();
    release();

    expect(await screen.findByText('Website configuration updated successfully!')).toBeTruthy();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/projects/p1/deploy');
    });
    const body = (await api.sent('PUT /api/v1/projects/p1')[0]?.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'bot_name',
      'bot_template_messages',
      'bot_welcome_message',
      'require_user_details',
      'theme',
    ]);
    expect(body).toMatchObject({
      bot_welcome_message: 'Hi there',
      require_user_details: true,
      bot_template_messages: 'Opening hours?,Where are you?',
    });
    expect(Object.keys(body.theme as object).sort()).toEqual([
      'bot_message_bubble_color',
      'button',
      'height',
      'position',
      'text_color',
      'user_message_bubble_color',
      'width',
    ]);
  });

  it("shows the server's refusal on the field it names", async () => {
    openCustomize(() =>
      Response.json(
        {
          detail: 'Choose a darker button colour.',
          code: 'INVALID',
          request_id: 'r',
          field: 'theme.button_color',
        },
        { status: 400 },
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(input('Button Color').getAttribute('aria-invalid')).toBe('true');
    });
    expect(screen.getAllByText('Choose a darker button colour.').length).toBeGreaterThanOrEqual(1);
  });

  it('goes back to the agents list when the agent cannot be loaded', async () => {
    fakeApi({
      'GET /api/v1/auth/current-user': () => Response.json(testUser),
      'GET /api/v1/projects/nope': () => errorResponse(404, 'Project not found'),
    });
    const { router } = renderApp('/admin/projects/nope/customize', testSession());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/projects');
    });
    expect(await screen.findByText('Project not found')).toBeTruthy();
  });
});
