import type { VisitorEnvironment } from './bot-api.types';

// Newer and older ways browsers describe themselves; neither is in every browser.
type NavigatorDetails = {
  connection?: { effectiveType?: string };
  userAgentData?: { platform?: string };
  platform?: string;
};

/** The session payload's description of the visitor's browser (spec §3), read from `win`. */
export function describeVisitor(win: Window): VisitorEnvironment {
  const navigator = win.navigator;
  const details = navigator as NavigatorDetails;
  return {
    user_agent: navigator.userAgent,
    platform: details.userAgentData?.platform || details.platform || '',
    language: navigator.language,
    screen: {
      width: win.screen.width,
      height: win.screen.height,
      color_depth: win.screen.colorDepth,
      pixel_depth: win.screen.pixelDepth,
    },
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    online: navigator.onLine,
    connection: details.connection?.effectiveType ?? 'unknown',
    referrer: win.document.referrer,
    page_url: win.location.href,
    history_length: win.history.length,
  };
}
