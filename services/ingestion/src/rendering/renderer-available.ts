import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';

/** Whether a browser can be started from this path: a file this process may execute. */
export async function isRendererAvailable(executablePath: string): Promise<boolean> {
  try {
    const file = await stat(executablePath);
    if (!file.isFile()) return false;
    await access(executablePath, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
