import type { Logger } from '@sitesage/logger';
import type { Clock } from '../clock.js';
import { createOutboxFile } from '../outbox-file.js';
import { maskPhone } from '../domain/accounts/account-fields.fns.js';
import type { SmsProvider } from '../domain/sms/sms-provider.port.js';

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
  const outbox = createOutboxFile(outboxFile);
  return {
    async send({ to, code, purpose }) {
      await outbox.append({ to, code, purpose, at: clock().toISOString() });
      log.info({ to: maskPhone(to), code, purpose }, 'SMS (console provider): one-time code');
    },
  };
}
