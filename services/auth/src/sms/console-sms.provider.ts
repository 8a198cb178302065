import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../clock.js';
import { maskPhone } from '../domain/accounts/account-fields.fns.js';
import type { SmsProvider } from './sms-provider.js';

/**
 * For local runs and tests: no SMS leaves the machine. The code is logged with the number masked,
 * and a JSON line {to, code, purpose, at} is appended to the outbox file, where the end-to-end
 * suite and a developer read it. This is the one place a code is written anywhere on purpose.
 */
export function createConsoleSmsProvider({
  log,
  outboxFile,
  clock,
}: {
  log: Logger;
  outboxFile: string;
  clock: Clock;
}): SmsProvider {
  let folderReady: Promise<unknown> | undefined;
  return {
    async send({ to, code, purpose }) {
      folderReady ??= mkdir(dirname(outboxFile), { recursive: true });
      await folderReady;
      const line = JSON.stringify({ to, code, purpose, at: clock().toISOString() });
      await appendFile(outboxFile, `${line}\n`, 'utf8');
      log.info({ to: maskPhone(to), code, purpose }, 'SMS (console provider): one-time code');
    },
  };
}
