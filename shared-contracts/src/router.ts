// The router API of the remotes. Remotes import it from here, never from 'react-router':
// the links and hooks they render must read the context of the <Router> that RemoteRoot
// (this package) renders, so both come from the one copy the shell provides. Because only
// these names are exported, the shell's bundle keeps only this part of react-router
// (Module Federation cannot tree-shake a package shared whole). A name added here is a
// contract addition (a minor CONTRACT_VERSION).
export { Link, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export type { Location, Navigator, To } from 'react-router';

/**
 * A navigation's state key naming the element to bring under the header once the new page
 * has rendered (the shell's scroll restoration reads it), instead of the page's top: a
 * list's pager takes the visitor to the list's top on the next page.
 */
export const SCROLL_TARGET_KEY = 'mvScrollTarget';
