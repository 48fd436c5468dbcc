// The urql client for the views of signed-in pages (the same client the bootstrap fills). Loaded
// lazily with the first protected page; suspends until the gateway module is there.
import { use, type ReactNode } from 'react';
import { Provider } from 'urql';
import { useAppSystem } from '../app/AppContext.tsx';

export function DataProvider({ children }: { children: ReactNode }) {
  const { effects } = useAppSystem();
  const { urql } = use(effects.clients());
  return <Provider value={urql}>{children}</Provider>;
}
