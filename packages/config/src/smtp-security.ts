/**
 * Whether mail may cross the network in clear (issue 50 item 3): `smtp://` to anything but this machine
 * must upgrade with STARTTLS (`requireTLS`), and a `SMTP_URL` whose options turn TLS off for a remote
 * host is refused at start, unless `SMTP_ALLOW_PLAINTEXT=1` says the operator accepts it.
 */

/** `localhost`, 127.0.0.0/8 and ::1: a mail server on this machine (a local relay), reached without a network. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLocaleLowerCase('en');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Whether nodemailer must upgrade `smtpUrl` with STARTTLS before it authenticates or sends (`requireTLS`). */
export function smtpRequiresTls(smtpUrl: string, allowPlaintext: boolean): boolean {
  const url = new URL(smtpUrl);
  return url.protocol === 'smtp:' && !isLoopbackHost(url.hostname) && !allowPlaintext;
}

const off = (value: string | null) => value !== null && /^(false|0)$/i.test(value);
const on = (value: string | null) => value !== null && /^(true|1)$/i.test(value);

/** Why `url`'s options (nodemailer reads them from the query) would let a remote server be reached in clear, or null. */
export function plaintextSmtpRefusal(url: URL): string | null {
  if (isLoopbackHost(url.hostname)) return null;
  const query = url.searchParams;
  const weakening = [
    on(query.get('ignoreTLS')) && 'ignoreTLS',
    off(query.get('requireTLS')) && 'requireTLS=false',
    off(query.get('tls.rejectUnauthorized')) && 'tls.rejectUnauthorized=false',
    url.protocol === 'smtps:' && off(query.get('secure')) && 'secure=false',
  ].filter((reason): reason is string => typeof reason === 'string');
  if (weakening.length === 0) return null;
  return (
    `turns TLS off for ${url.hostname} (${weakening.join(', ')}): the SMTP credentials and every mail would cross the network ` +
    'readable by anyone on the way. Remove it (smtp:// then requires STARTTLS; smtps:// is TLS from the start), ' +
    'or set SMTP_ALLOW_PLAINTEXT=1 to accept that'
  );
}
