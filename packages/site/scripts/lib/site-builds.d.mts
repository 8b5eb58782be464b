/** Types of `site-builds.mjs`, the layout of the site's builds. */
export interface BuildRecord {
  id: string;
  createdAt: string;
  stamp: string;
  /** Hashed asset file names with their age in builds (0: the build's own). */
  assets: Record<string, number>;
  /** The build's directory. */
  dir: string;
}
export interface NewBuild {
  id: string;
  dir: string;
  clientDir: string;
  serverDir: string;
}
export declare const defaultDist: string;
export declare const keptBuilds: number;
export declare const carriedReleases: number;
export declare function distFor(env?: Record<string, string | undefined>, cwd?: string): string;
export declare function currentBuild(dist: string): BuildRecord | null;
export declare function startBuild(dist: string): NewBuild;
export declare function carryAssets(from: BuildRecord | string | null, clientDir: string): Record<string, number>;
export declare function useBuild(dist: string, id: string): BuildRecord;
export declare function switchCurrent(dist: string, id: string): void;
export declare function copyCurrentBuild(fromDist: string, toDist: string): string;
export declare function finishBuild(dist: string, build: NewBuild, info: { stamp: string; assets: Record<string, number> }): void;
export declare function serversOf(dir: string): number[];
export declare function listBuilds(dist: string): { id: string; record: BuildRecord | null; current: boolean; servers: number[] }[];
export declare function pruneBuilds(dist: string, keep?: number): string[];
export declare function acquireBuildLock(
  dist: string,
  options?: { log?: (line: string) => void; pollMs?: number },
): Promise<{ release(): void }>;
