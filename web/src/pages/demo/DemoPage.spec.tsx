// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicProject } from '../../modules/demo/demo.types';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { errorResponse, fakeApi } from '../../testing/fake-api';
import { currentUrl, renderApp } from '../../testing/renderApp';
import { testProject } from '../../testing/test-projects';

cleanUpAfterEachTest();

function publicProject(overrides: Partial<PublicProject> = {}): PublicProject {
  const { project_id, name, description, bot_name, bot_welcome_message, bot_template_messages, theme } =
    testProject({ project_id: 'pub1', name: 'Acme Shoes', bot_name: 'Ava' });
  return {
    project_id,
    name,
    description,
    bot_name,
    bot_welcome_message,
    bot_template_messages,
    require_user_details: false,
    theme,
    status: 'active',
    paused: false,
    ...overrides,
  };
}

function openDemo(project: PublicProject | null, path = '/demo/pub1') {
  const api = fakeApi({
    'GET /api/v1/projects/project/pub1': () =>
      project === null ? errorResponse(404, 'Project not found') : Response.json(project),
  });
  return { api, ...renderApp(path) };
}

function chatWidget() {
  const root = document.querySelector('sitesage-widget')?.shadowRoot ?? null;
  return { button: root?.querySelector('button') ?? null, frame: root?.querySelector('iframe') ?? null };
}

describe('demo page', () => {
  it('says so when the link names no agent', async () => {
    const { api } = openDemo(null, '/demo');
    expect(await screen.findByRole('heading', { name: 'Invalid project ID' })).toBeTruthy();
    expect(api.sent('GET /api/v1/projects/project/pub1')).toHaveLength(0);
    expect(chatWidget().button).toBeNull();
  });

  it('says an unknown agent is not found, then goes home', async () => {
    const { router } = openDemo(null);
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeTruthy();
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/');
    });
    expect(chatWidget().button).toBeNull();
  });

  it('shows the agent name and its formatted description', async () => {
    openDemo(
      publicProject({ description: '<p>Shoes for <b>everyone</b>.</p><ul><li>Free returns</li></ul>' }),
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'Acme Shoes' });
    const hero = title.closest('section');
    if (hero === null) throw new Error('no hero');
    expect(within(hero).getByText('everyone').tagName).toBe('STRONG');
    expect(within(hero).getByRole('listitem').textContent).toBe('Free returns');
  });

  it('renders a hostile description inert', async () => {
    openDemo(
      publicProject({
        description: [
          '<p>Hello</p>',
          '<img src=x onerror="document.title=\'pwned\'">',
          '<script>document.title="pwned"</script>',
          '<a href="javascript:document.title=\'pwned\'">win a prize</a>',
          '<a href="https://acme.test/faq" onclick="document.title=\'pwned\'">FAQ</a>',
          '<iframe src="https://evil.test/"></iframe>',
        ].join(''),
      }),
    );
    expect(await screen.findByText('Hello')).toBeTruthy();
    const hero = screen.getByRole('heading', { level: 1 }).closest('section');
    expect(hero?.querySelector('img, script, iframe, [onerror], [onclick], [style]')).toBeNull();
    expect(screen.getByText('win a prize').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('https://acme.test/faq');
    expect(document.title).not.toBe('pwned');
  });

  it("opens the agent's chat with a button styled from its theme", async () => {
    const project = publicProject();
    const theme = project.theme ?? publicProject().theme;
    if (theme === null) throw new Error('test theme');
    openDemo({
      ...project,
      theme: {
        ...theme,
        position: 'bottom-left',
        button: { button_text: 'Ask Ava', button_color: '#123456' },
        text_color: '#FFEEDD',
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Acme Shoes' });
    const { button, frame } = chatWidget();
    expect(button?.textContent).toBe('Ask Ava');
    expect(button?.style.getPropertyValue('background')).toContain('rgb(18, 52, 86)');
    expect(button?.style.getPropertyValue('color')).toBe('rgb(255, 238, 221)');
    expect(button?.style.getPropertyValue('left')).toBe('20px');
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(frame?.src).toBe(`${window.location.origin}/bot/pub1`);
  });

  it('uses the demo colours where the theme has none', async () => {
    openDemo(publicProject({ theme: null }));
    await screen.findByRole('heading', { level: 1, name: 'Acme Shoes' });
    const { button } = chatWidget();
    expect(button?.textContent).toBe('Chat');
    expect(button?.style.getPropertyValue('background')).toContain('rgb(7, 94, 84)');
    expect(button?.style.getPropertyValue('color')).toBe('rgb(255, 255, 255)');
  });

  it('takes the chat away on leaving the page', async () => {
    const { router } = openDemo(publicProject());
    await screen.findByRole('heading', { level: 1, name: 'Acme Shoes' });
    expect(document.querySelectorAll('sitesage-widget')).toHaveLength(1);
    await router.navigate('/about');
    await waitFor(() => {
      expect(document.querySelector('sitesage-widget')).toBeNull();
    });
  });
});
