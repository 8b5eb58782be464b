/** Types of `chromatic-step.mjs`, CI's Chromatic step. */
export declare const storybookBuildDir: string;
export declare function chromaticStep(
  env: Record<string, string | undefined>,
  exists: (path: string) => boolean,
): { skip: string } | { args: string[] };
