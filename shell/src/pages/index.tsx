// The pages the shell owns (ARCHITECTURE.md §3), by route path of the shared table.
import type { ComponentType } from 'react';
import type { RouteDef } from 'shared-contracts';
import { ContentPage } from './ContentPage';
import { HealthPage } from './HealthPage';

export const SHELL_PAGES: Partial<Record<string, ComponentType<{ route: RouteDef }>>> = {
  '/health': HealthPage,
};

export function ShellPage({ route }: { route: RouteDef }) {
  const Page = SHELL_PAGES[route.path];
  return Page ? <Page route={route} /> : <ContentPage title={route.title} />;
}
