// Makes the app's actors available to the views.
import { createContext, useContext, type ReactNode } from 'react';
import type { AppSystem } from './system.ts';

const AppSystemContext = createContext<AppSystem | null>(null);

export function AppSystemProvider({ system, children }: { system: AppSystem; children: ReactNode }) {
  return <AppSystemContext.Provider value={system}>{children}</AppSystemContext.Provider>;
}

export function useAppSystem(): AppSystem {
  const system = useContext(AppSystemContext);
  if (!system) throw new Error('useAppSystem outside AppSystemProvider');
  return system;
}
