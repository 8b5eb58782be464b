import { createContext, useContext, type ReactNode } from 'react';
import type { DataAdapters } from '../ports.ts';

const DataContext = createContext<DataAdapters | null>(null);

export interface DataProviderProps {
  adapters: DataAdapters;
  children?: ReactNode;
}

/** Supplies the adapters to the data hooks; stories and tests pass fixture adapters. */
export function DataProvider({ adapters, children }: DataProviderProps) {
  return <DataContext.Provider value={adapters}>{children}</DataContext.Provider>;
}

export function useDataAdapters(): DataAdapters {
  const adapters = useContext(DataContext);
  if (!adapters) throw new Error('Data hooks need a <DataProvider adapters={...}> above them');
  return adapters;
}
