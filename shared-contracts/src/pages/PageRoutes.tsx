// An app's <Routes>, read from its page table: one <Route> per page definition, the
// unmatched-route 404 page for anything else. `layout` wraps every page (it renders <Outlet />). Each page is
// mounted by PageMount: its own Suspense boundary, so a lazy page (lazyPage.tsx) suspends
// only itself, and its document title from its row (documentTitle.tsx).
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { UnmatchedRoute } from '../ui/ErrorView';
import type { PageDef } from './definePage';
import { PageMount } from './documentTitle';

export interface PageRoutesProps {
  pages: readonly PageDef[];
  layout?: ComponentType;
}

export function PageRoutes({ pages, layout: Layout }: PageRoutesProps) {
  const routes = pages.map((page) => (
    <Route
      key={page.path}
      path={page.path}
      element={
        <PageMount page={page}>
          <page.component />
        </PageMount>
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
