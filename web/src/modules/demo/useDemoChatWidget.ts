import { useEffect } from 'react';
import { mountWidget } from '../../../plugin/widget';
import { widgetLook, type LookDefaults } from '../../../plugin/widget-look.fns';
import type { PublicProject } from './demo.types';

/** The demo's own look where the owner's theme has none (spec §2 Demo page). */
export const DEMO_LOOK_DEFAULTS: LookDefaults = { background: '#075e54', color: '#ffffff', label: 'Chat' };

/**
 * The agent's floating chat button and frame, as plugin.js draws them on a customer's site (same
 * code), opened at once. Leaving the page removes the button, the frame and their listeners.
 */
export function useDemoChatWidget(project: PublicProject | undefined): void {
  useEffect(() => {
    if (project === undefined) return;
    const widget = mountWidget({
      origin: window.location.origin,
      projectId: project.project_id,
      look: widgetLook(project.theme, DEMO_LOOK_DEFAULTS),
      title: `Chat with ${project.bot_name === '' ? project.name : project.bot_name}`,
    });
    widget.open();
    return () => {
      widget.destroy();
    };
  }, [project]);
}
