/**
 * Runs `task` once the page has loaded and the browser is idle, so the widget never competes with
 * the host page's own loading.
 */
export function whenIdle(win: Window, task: () => void): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout: 3000 });
    else win.setTimeout(task, 1);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
