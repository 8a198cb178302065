import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * A JSON-lines file where messages that would have left the machine (SMS codes, e-mails) are
 * written instead, for a developer and the end-to-end suite to read. Its folder is made on first use.
 */
export function createOutboxFile(path: string) {
  let folderReady: Promise<unknown> | undefined;
  return {
    path,
    async append(record: Record<string, unknown>): Promise<void> {
      folderReady ??= mkdir(dirname(path), { recursive: true });
      await folderReady;
      await appendFile(path, `${JSON.stringify(record)}\n`, 'utf8');
    },
  };
}
