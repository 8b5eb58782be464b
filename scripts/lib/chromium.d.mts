/** Types of `chromium.mjs`, the one Chromium launch configuration. */
export declare const chromiumExecutablePath: string;
export declare const chromiumArgs: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare const tracing: 'retain-on-failure' | 'off';
