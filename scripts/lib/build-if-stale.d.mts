/** Types of `build-if-stale.mjs`: which site build `npm start` serves, and building it. */
export declare const root: string;
export type BuildChoice = 'current' | 'switched' | 'stale' | 'missing';
export declare function chooseBuild(options?: { dist?: string; stamp?: string; log?: (line: string) => void }): BuildChoice;
export declare function buildIfStale(options?: { dist?: string; log?: (line: string) => void }): boolean;
export declare function buildNow(options?: { dist?: string }): void;
export declare function buildInBackground(options: {
  dist?: string;
  onBuilt: () => void;
  log?: (line: string) => void;
  command?: string[];
}): Promise<boolean>;
