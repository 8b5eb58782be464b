import type { SubscriptionPageState } from '@zk/data';
import { createContext, useContext } from 'react';

/**
 * The state of a subscription page (confirm or unsubscribe) as the server decided it. These pages are
 * rendered only by the server (they carry no application script), so the state never changes.
 */
export const ServedSubscription = createContext<SubscriptionPageState | undefined>(undefined);

export function useServedSubscription(): SubscriptionPageState | undefined {
  return useContext(ServedSubscription);
}
