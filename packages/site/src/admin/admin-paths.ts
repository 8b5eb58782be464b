/** The admin area's base path for a location (`/admin`, or `/de/admin` under a language prefix), shared with the server. */
export { adminBase } from '@zk/data/languages';

/** Where a visitor was headed, as remembered in router state by the guard. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function rememberedPath(state: unknown): string | null {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
