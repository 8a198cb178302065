/**
 * Puts `text` on the clipboard. The Clipboard API needs a secure context (HTTPS or localhost);
 * elsewhere the older copy command on a hidden text area is tried. Resolves false when neither
 * works, so the caller can ask the user to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  // navigator.clipboard is undefined outside secure contexts, whatever the DOM types say.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (clipboard !== undefined) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (permissions, no focus): try the fallback.
    }
  }
  return copyWithCommand(text);
}

// execCommand('copy') is deprecated but remains the only way to copy on a plain-HTTP origin.
/* eslint-disable @typescript-eslint/no-deprecated */
function copyWithCommand(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
/* eslint-enable @typescript-eslint/no-deprecated */
