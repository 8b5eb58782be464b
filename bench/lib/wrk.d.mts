export interface WrkRun {
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  bytesPerRequest: number;
  non2xx: number;
  errors: number;
}
export function wrkMs(text: string): number;
export function parseWrk(output: string): WrkRun;
export function wrkArgs(url: string, seconds: number, connections: number): string[];
export function runWrk(wrk: string, args: string[]): Promise<string>;
