import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BotApp } from './BotApp';
import { projectIdFromPath } from './bot-location.fns';
import { defaultProjectId } from './default-project';
import { enforceFrameOnly } from './frame-guard';
import './bot.css';

// The chat page's own entry (bot.html): no router, no store, nothing of the admin app, so the page
// a customer's site frames stays small and shares no code path with where owner tokens live.
const projectId = projectIdFromPath(window.location.pathname, defaultProjectId(document));

if (enforceFrameOnly(window, projectId)) {
  const root = document.getElementById('root');
  if (root === null) throw new Error('bot.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <BotApp projectId={projectId} />
    </StrictMode>,
  );
}
