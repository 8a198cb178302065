// The embed loader a customer's page runs (spec §9): `<script src="{origin}/plugin.js" data-id=…>`.
// Built on its own into dist/plugin.js; it must stay small and must never throw into the host page.
import { chatFraming, mayShowChat } from './allowed-page.fns.js';
import { findLoaderScript, readEmbedTarget, type EmbedTarget } from './embed-target.fns.js';
import { fetchPublicProject } from './public-project.js';
import { mountWidget, type Widget } from './widget.js';
import { widgetLook } from './widget-look.fns.js';
import { whenIdle } from './when-idle.js';

declare global {
  // Adding a property to Window takes declaration merging, which only an interface does.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    /** Lets the host page open or close the chat from its own links; also marks the loader as started. */
    SiteSageWidget?: Pick<Widget, 'open' | 'close'>;
  }
}

function warn(message: string): void {
  // The host page's developer is the only audience; one line, never an exception.
  // eslint-disable-next-line no-console
  console.warn(`SiteSage chat: ${message}`);
}

async function start({ origin, projectId }: EmbedTarget): Promise<void> {
  try {
    const project = await fetchPublicProject(origin, projectId);
    if (window.SiteSageWidget !== undefined) return;
    // The browser would refuse to show the chat in a frame here (its frame-ancestors): say why
    // once, in words naming the fix, instead of drawing a button that opens a broken frame.
    if (!mayShowChat(location, chatFraming(project), origin)) {
      const local = /^(localhost|127\.0\.0\.1)$/.test(location.hostname);
      warn(
        `${location.host} is not in this agent's Allowed websites, so no chat is shown. Fix: in ` +
          `SiteSage, Deploy > Allowed websites, ${local ? 'turn on "Allow testing on localhost"' : `add ${location.host}`}.`,
      );
      return;
    }
    const name =
      typeof project.bot_name === 'string' && project.bot_name !== '' ? project.bot_name : 'assistant';
    const { open, close } = mountWidget({
      origin,
      projectId,
      look: widgetLook(project.theme),
      title: `Chat with ${name}`,
    });
    window.SiteSageWidget = { open, close };
  } catch {
    warn(`agent '${projectId}' is unavailable; no chat button shown.`);
  }
}

const target = readEmbedTarget(findLoaderScript(document));
if (target === null) warn('the script tag needs a valid data-id.');
else if (window.SiteSageWidget === undefined) {
  whenIdle(window, () => {
    void start(target);
  });
}
