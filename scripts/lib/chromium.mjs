// The one Chromium launch configuration, for every tool that starts a browser: Vitest's browser mode
// (stories), Playwright (end-to-end, visual, screenshots, the admin-paint bench) and Lighthouse.

/** Debian's Chromium (never a downloaded browser); `CHROME_PATH` points at another. */
export const chromiumExecutablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags that keep it offline (no background, component-update, sync or QUIC traffic) and working as root. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright's `launchOptions` for that browser. */
export const chromiumLaunchOptions = { executablePath: chromiumExecutablePath, args: chromiumArgs };

/**
 * Playwright traces of failed tests with `PW_TRACE=1`: a trace is recorded for every test and kept
 * for the failed ones, which costs about a tenth of the end-to-end run's time, so it is opt-in.
 */
export const tracing = process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'off';
