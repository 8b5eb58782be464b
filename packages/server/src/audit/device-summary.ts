/** The longest device summary stored (a summary never nears it; an unknown agent is cut to it). */
export const deviceSummaryMaxLength = 60;

const browsers: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:\b|Headless)(?:Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const systems: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: ReadonlyArray<readonly [RegExp, string]>, agent: string) => list.find(([pattern]) => pattern.test(agent))?.[1];

/**
 * A short browser/OS summary of a User-Agent for the activity page (`Firefox on Linux`), or the agent
 * itself cut to {@link deviceSummaryMaxLength} characters (control characters removed) when neither is
 * recognised; undefined without one.
 */
export function deviceSummary(userAgent: string | undefined): string | undefined {
  const agent = userAgent?.replace(/\p{Cc}/gu, '').trim();
  if (!agent) return undefined;
  const browser = first(browsers, agent);
  const system = first(systems, agent);
  if (browser && system) return `${browser} on ${system}`;
  return (browser ?? system ?? agent).slice(0, deviceSummaryMaxLength);
}
