// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeApi, streamedText, type FakeRoute } from '../../testing/fake-api';
import { renderApp } from '../../testing/renderApp';
import { testProject } from '../../testing/test-projects';
import { testSession, testUser } from '../../testing/test-session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GENERATE = 'GET /api/v1/sitemap/generate-sitemap';
const URL_1 = '<url><loc>https://www.acme.test/</loc></url>';
const URL_2 = '<url><loc>https://www.acme.test/menu</loc></url>';

function openSitemap(routes: Record<string, FakeRoute>) {
  const api = fakeApi({
    'GET /api/v1/auth/current-user': () => Response.json(testUser),
    'GET /api/v1/projects/p1': () => Response.json(testProject()),
    ...routes,
  });
  return { api, ...renderApp('/admin/projects/p1/sitemap', testSession()) };
}

const output = () => screen.queryByLabelText('Sitemap output');

describe('sitemap generator', () => {
  it('streams the sitemap of the agent’s website as it is found, then offers Copy and Download', async () => {
    const stream = streamedText();
    const { api } = openSitemap({ [GENERATE]: stream.route });
    const address = await screen.findByLabelText<HTMLInputElement>('Website URL');
    expect(address.value).toBe('https://www.acme.test/');
    expect(screen.getByLabelText<HTMLInputElement>('Max pages').value).toBe('500');

    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    stream.write(`<?xml version="1.0"?><urlset>${URL_1}`);
    await waitFor(() => {
      expect(output()?.textContent).toContain('https://www.acme.test/</loc>');
    });
    expect(screen.getByText('Finding pages… 1 found so far')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();

    stream.write(`${URL_2}</urlset>`);
    stream.end();
    expect(await screen.findByText('2 pages found')).toBeTruthy();
    expect(output()?.textContent).toBe(`<?xml version="1.0"?><urlset>${URL_1}${URL_2}</urlset>`);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();

    const [request] = api.sent(GENERATE);
    const params = new URL(request?.url ?? '').searchParams;
    expect(params.get('url')).toBe('https://www.acme.test/');
    expect(params.get('max_pages')).toBe('500');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it("shows the server's refusal and no output", async () => {
    openSitemap({ [GENERATE]: () => errorResponse(400, 'Blocked domain: facebook.com') });
    fireEvent.change(await screen.findByLabelText('Website URL'), { target: { value: 'facebook.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Blocked domain: facebook.com');
    expect(output()).toBeNull();
  });

  it('clears the output when the stream breaks', async () => {
    const stream = streamedText();
    openSitemap({ [GENERATE]: stream.route });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate' }));
    stream.write(`<urlset>${URL_1}`);
    await waitFor(() => {
      expect(output()?.textContent).toContain('https://www.acme.test/</loc>');
    });

    stream.fail();
    expect((await screen.findByRole('alert')).textContent).toBe('The sitemap could not be generated.');
    expect(output()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('checks the address and the page cap before asking', async () => {
    const { api } = openSitemap({});
    fireEvent.change(await screen.findByLabelText('Website URL'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Max pages'), { target: { value: '501' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Website URL is required.')).toBeTruthy();
    expect(screen.getByText('Max pages must be a whole number from 1 to 500')).toBeTruthy();
    expect(api.sent(GENERATE)).toHaveLength(0);
  });
});
