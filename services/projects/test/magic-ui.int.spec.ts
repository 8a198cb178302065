import { freePort } from '@sitesage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCanary, startFixtureSite, type FixtureSite } from './fixture-site.js';
import { failure, newOwner, notFound, startProjectsHarness, type ProjectsHarness } from './harness.js';

let h: ProjectsHarness;
let site: FixtureSite;
let canary: Awaited<ReturnType<typeof startCanary>>;
let closedPort: number;
const at = (host: string, path: string) => `http://${host}.test:${site.port}${path}`;

beforeAll(async () => {
  canary = await startCanary();
  site = await startFixtureSite({
    redirects: {
      '/to-canary': `http://127.0.0.1:${canary.port}/`,
      '/to-loopback': 'http://127.0.0.1/',
      '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
      '/moved': '/theme-color',
    },
  });
  closedPort = await freePort();
  // The fixture's names are allow-listed by configuration, exactly as an operator would.
  const allowed = ['acme', 'sunny', 'bloom', 'violet', 'plain'].map((name) => `${name}.test:${site.port}`);
  h = await startProjectsHarness({ CRAWL_ALLOW_HOSTS: [...allowed, `closed.test:${closedPort}`].join(',') });
});

afterAll(async () => {
  await h.stop();
  await site.stop();
  await canary.stop();
});

const defaults = {
  bot_name: 'My agent',
  bot_welcome_message: 'Hi! How can I help you today?',
  theme: {
    position: 'bottom-right',
    button_text: 'Chat',
    button_color: '#383A9E',
    user_message_bubble_color: '#383A9E',
    bot_message_bubble_color: '#FFECEE',
    text_color: '#FFFFFF',
    chat_screen_background_color: '#FAFAFA',
    width: 400,
    height: 500,
  },
};

async function newProject(owner = newOwner(), site_url = '') {
  const project = await h.client.CreateProject({ owner, name: 'My agent', description: '', site_url });
  return { owner, project };
}

/** A new agent as the creation flow makes it: named after its site's address until the site is read. */
async function newAgentOf(url: string) {
  const owner = newOwner();
  const project = await h.client.CreateProject({ owner, name: '', description: '', site_url: url });
  return { owner, project };
}

/** WCAG 2 contrast ratio, computed here independently of the service. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

describe('CreateMagicUi on a reachable site', () => {
  it.each([
    {
      host: 'acme',
      path: '/theme-color',
      source: 'its theme colour',
      bot_name: 'Acme Tools',
      // The description already says the name: it is not said twice.
      welcome: 'Hi! Acme Tools sells quality hand tools to makers. How can I help you today?',
      colours: { button: '#0F766E', text: '#FFFFFF', tint: '#E2EFEE' },
    },
    {
      host: 'sunny',
      path: '/light-theme',
      source: 'its theme colour',
      bot_name: 'Sunny Days Café',
      welcome: 'Hi! Ask me anything about Sunny Days Café.',
      colours: { button: '#FACC15', text: '#1F2937', tint: '#FEF9E3' },
    },
    {
      host: 'bloom',
      path: '/manifest',
      source: "its web manifest's theme colour",
      bot_name: 'Bloom Bakery',
      welcome: 'Hi! Welcome to Bloom Bakery. Fresh sourdough every morning! How can I help you today?',
      colours: { button: '#BE123C', text: '#FFFFFF', tint: '#F7E3E8' },
    },
    {
      host: 'violet',
      path: '/inline-colours',
      source: "the page's most used colour",
      bot_name: 'Violet Studio',
      welcome: 'Hi! Ask me anything about Violet Studio.',
      colours: { button: '#7C3AED', text: '#FFFFFF', tint: '#EFE7FD' },
    },
  ])('dresses the agent from the $path page', async ({ host, path, source, bot_name, welcome, colours }) => {
    const page = at(host, path);
    const { owner, project } = await newAgentOf(page);
    expect(project.name).toBe(`${host}.test`);
    const reply = await h.client.CreateMagicUi({ owner, id: project.id, url: page });
    expect(reply.site_reviewed).toBe(true);
    expect(reply.note).toContain(`the colours from ${source}`);
    expect(reply.project).toMatchObject({
      id: project.id,
      // One name, the site's own, wherever the agent is shown.
      name: bot_name,
      site_url: page,
      bot_name,
      bot_welcome_message: welcome,
      theme: {
        ...defaults.theme,
        button_color: colours.button,
        user_message_bubble_color: colours.button,
        bot_message_bubble_color: colours.tint,
        text_color: colours.text,
      },
    });
    // The text colour chosen reads on the brand colour (WCAG AA, 4.5:1).
    expect(contrast(colours.button, colours.text)).toBeGreaterThanOrEqual(4.5);
    expect(await h.client.GetProject({ owner, id: project.id })).toEqual(reply.project);
  });

  it('keeps the default colours when the page has none, and names the agent after the host', async () => {
    const { owner, project } = await newAgentOf(at('plain', '/plain'));
    const reply = await h.client.CreateMagicUi({ owner, id: project.id, url: at('plain', '/plain') });
    expect(reply).toMatchObject({
      site_reviewed: true,
      project: {
        name: 'Plain',
        bot_name: 'Plain',
        bot_welcome_message: 'Hi! Ask me anything about Plain.',
        theme: defaults.theme,
      },
    });
    expect(reply.note).toContain('no brand colour was found');
  });

  it('keeps a name the owner chose, for the agent and its chat alike', async () => {
    const { owner, project } = await newProject();
    const reply = await h.client.CreateMagicUi({ owner, id: project.id, url: at('acme', '/theme-color') });
    expect(reply.project).toMatchObject({ name: 'My agent', bot_name: 'My agent' });
    expect(reply.note).toContain('your agent keeps its name');
  });

  it('reads the manifest only when the page names no theme colour', async () => {
    const before = site.hits.length;
    const { owner, project } = await newProject();
    await h.client.CreateMagicUi({ owner, id: project.id, url: at('acme', '/theme-color') });
    expect(site.hits.slice(before)).toEqual(['/theme-color']);
    const next = site.hits.length;
    await h.client.CreateMagicUi({ owner, id: project.id, url: at('bloom', '/manifest') });
    expect(site.hits.slice(next)).toEqual(['/manifest', '/site.webmanifest']);
  });

  it('follows a redirect within the site, and reviews the site stored on the project when no URL is sent', async () => {
    const { owner, project } = await newProject(newOwner(), at('acme', '/moved'));
    const reply = await h.client.CreateMagicUi({ owner, id: project.id, url: '' });
    expect(reply.site_reviewed).toBe(true);
    expect(reply.project?.theme?.button_color).toBe('#0F766E');
  });

  it('names an unnamed agent after the host', async () => {
    const owner = newOwner();
    const project = await h.client.CreateProject({
      owner,
      name: '',
      description: '',
      site_url: 'www.plain.test',
    });
    expect(project.name).toBe('plain.test');
  });
});

describe('CreateMagicUi when the site cannot be reviewed', () => {
  it.each([
    ['a closed port', () => `http://closed.test:${closedPort}/`, 'closed.test', 'it could not be reached'],
    ['an unknown name', () => 'http://nowhere.example/', 'nowhere.example', 'its address could not be found'],
    [
      'a private address',
      () => 'http://10.0.0.10/',
      '10.0.0.10',
      'it points to a private or internal network address',
    ],
    [
      'the metadata service',
      () => 'http://169.254.169.254/latest/meta-data/',
      '169.254.169.254',
      'it points to a private or internal',
    ],
    [
      'a name on loopback',
      () => 'http://internal.test/',
      'internal.test',
      'it points to a private or internal network address',
    ],
    [
      'a redirect to loopback',
      () => at('acme', '/to-loopback'),
      'acme.test',
      'it points to a private or internal network address',
    ],
    [
      'a redirect to metadata',
      () => at('acme', '/to-metadata'),
      'acme.test',
      'it points to a private or internal network address',
    ],
    [
      'a redirect to the canary',
      () => at('acme', '/to-canary'),
      'acme.test',
      'it uses a port other than the standard web ports',
    ],
    ['a missing page', () => at('acme', '/missing'), 'acme.test', 'it answered with an error (HTTP 404)'],
    ['an image', () => at('acme', '/logo.png'), 'acme.test', 'the address is not a web page'],
  ])('keeps the defaults for %s and says why', async (_label, url, host, why) => {
    const { owner, project } = await newProject();
    const reply = await h.client.CreateMagicUi({ owner, id: project.id, url: url() });
    expect(reply.site_reviewed).toBe(false);
    expect(reply.note.startsWith(`Could not review ${host}: ${why}`), reply.note).toBe(true);
    expect(reply.note).toContain('The default look stays');
    expect(reply.project).toMatchObject({ ...defaults, name: 'My agent', site_url: url() });
    expect(canary.hits).toEqual([]);
  });

  it('refuses invalid and blocked addresses with the messages of spec §5', async () => {
    const { owner, project } = await newProject();
    expect(
      await failure(h.client.CreateMagicUi({ owner, id: project.id, url: 'https://www.facebook.com/acme' })),
    ).toEqual({
      code: 'INVALID_ARGUMENT',
      field: 'url',
      message: 'Blocked domain: www.facebook.com',
    });
    for (const url of ['not a url', 'localhost', 'gopher://example.com', '']) {
      expect(await failure(h.client.CreateMagicUi({ owner, id: project.id, url })), url).toEqual({
        code: 'INVALID_ARGUMENT',
        field: 'url',
        message: 'Invalid URL. Please enter a valid website URL.',
      });
    }
    expect(await h.client.GetProject({ owner, id: project.id })).toEqual(project);
  });

  it('never fetches anything for another owner’s agent', async () => {
    const { project } = await newProject();
    const before = site.hits.length;
    expect(
      await failure(
        h.client.CreateMagicUi({ owner: newOwner(), id: project.id, url: at('acme', '/theme-color') }),
      ),
    ).toEqual(notFound);
    expect(site.hits.length).toBe(before);
  });
});
