// The shape of a route (path, layout, access, title, page), apart from the route table, so pages and
// the route context can name it without importing the table (which imports the pages).
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Client } from 'urql';
import type { Access } from '../domain/route-access.ts';

export type Layout = 'default' | 'half-width' | 'limited-header' | 'full-screen';

/** Which guard protects the route (the rules live in src/domain/route-access.ts). */
export type { Access };

export interface RouteParams {
  [key: string]: string | undefined;
}

export interface PageProps {
  params: RouteParams;
}

/**
 * Starts a page's first queries on the urql client (the page's hooks then find them in flight or
 * cached). Called while the session is checked, before the page is rendered.
 */
export type PrefetchData = (client: Client, params: RouteParams, search: string) => void;

export interface RouteDef {
  path: string;
  name?: string;
  layout: Layout;
  access: Access;
  /** Page title before ' • Herdenblick'. */
  title: string | ((params: RouteParams) => string);
  component: ComponentType<PageProps> | LazyExoticComponent<ComponentType<PageProps>>;
  /** The page's data prefetch, in a module of its own: small, so it loads before the page's chunk. */
  prefetch?: () => Promise<PrefetchData>;
}
