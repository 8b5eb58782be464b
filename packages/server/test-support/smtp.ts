import { onCleanup } from './helpers.ts';
import { startSmtpCatcher, type TestSmtp } from './smtp-catcher.ts';

export type { ReceivedMail, TestSmtp } from './smtp-catcher.ts';

/** The SMTP catcher (`smtp-catcher.ts`), closed after the current test. */
export async function testSmtp(port = 0): Promise<TestSmtp> {
  const smtp = await startSmtpCatcher(port);
  onCleanup(() => void smtp.close().catch(() => {}));
  return smtp;
}
