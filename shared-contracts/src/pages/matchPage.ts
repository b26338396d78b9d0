import { matchPath } from 'react-router';

/** Whether `pathname` is a page of `path` (react-router's matching, as <Routes> and matchRoute do it). */
export function matchPagePath(path: string, pathname: string): boolean {
  return matchPath({ path, end: true, caseSensitive: false }, pathname) !== null;
}
