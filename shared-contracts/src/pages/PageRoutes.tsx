// An app's <Routes>, read from its page table: one <Route> per page definition, the
// unmatched-route 404 page for anything else. `layout` wraps every page (it renders <Outlet />). Each page has
// its own Suspense boundary, so a lazy page (lazyPage.tsx) suspends only itself.
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { UnmatchedRoute } from '../ui/ErrorView';
import type { PageDef } from './definePage';
import { PageBoundary } from './lazyPage';

export interface PageRoutesProps {
  pages: readonly PageDef[];
  layout?: ComponentType;
}

export function PageRoutes({ pages, layout: Layout }: PageRoutesProps) {
  const routes = pages.map(({ path, component: Page }) => (
    <Route
      key={path}
      path={path}
      element={
        <PageBoundary>
          <Page />
        </PageBoundary>
      }
    />
  ));
  return (
    <Routes>
      {Layout ? <Route element={<Layout />}>{routes}</Route> : routes}
      <Route path="*" element={<UnmatchedRoute />} />
    </Routes>
  );
}
