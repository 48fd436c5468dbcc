// The matched route, its params and its title, for pages and layouts.
import { createContext, useContext } from 'react';
import type { RouteDef, RouteParams } from './route-types.ts';

export interface MatchedRoute {
  route: RouteDef;
  params: RouteParams;
  /** Title without the product suffix. */
  title: string;
}

export const RouteContext = createContext<MatchedRoute | null>(null);

export function useMatchedRoute(): MatchedRoute {
  const value = useContext(RouteContext);
  if (!value) throw new Error('useMatchedRoute outside a route');
  return value;
}
