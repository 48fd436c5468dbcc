// The shape of a route (path, layout, access, title, page), apart from the route table, so pages and
// the route context can name it without importing the table (which imports the pages).
import type { ComponentType, LazyExoticComponent } from 'react';

export type Layout = 'default' | 'half-width' | 'limited-header' | 'full-screen';

/**
 * Which guard protects the route: none (public), the plain login guard, the terms guard (the terms page
 * itself: login needed, terms status not enforced), or the evaluation / data-export guards (login guard
 * plus their own rule, second document).
 */
export type Access = 'public' | 'login' | 'terms' | 'evaluation' | 'data-export';

export interface RouteParams {
  [key: string]: string | undefined;
}

export interface PageProps {
  params: RouteParams;
}

export interface RouteDef {
  path: string;
  name?: string;
  layout: Layout;
  access: Access;
  /** Page title before ' • Herdenblick'. */
  title: string | ((params: RouteParams) => string);
  component: ComponentType<PageProps> | LazyExoticComponent<ComponentType<PageProps>>;
}
