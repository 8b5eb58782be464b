export { DataProvider, useDataAdapters, type DataProviderProps } from './data-provider.tsx';
export type { LoadStatus, SubmitStatus } from './async-status.ts';
export { useAuth, type AuthState } from './use-auth.ts';
export { useCountdowns, type CountdownsState } from './use-countdowns.ts';
export { useActiveCountdown, type ActiveCountdownState } from './use-active-countdown.ts';
export { useSubmitContact, useSubmitWaitlist, type SubmitState } from './use-submit.ts';
