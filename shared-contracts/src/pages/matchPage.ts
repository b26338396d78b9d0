import { matchPath } from 'react-router';
import { definedParams } from '../routes';

/** The route parameters of `pathname` as a page of `path` (react-router's matching, as <Routes> and matchRoute do it), or null when it is none. */
export function pageParams(path: string, pathname: string): Record<string, string> | null {
  const match = matchPath({ path, end: true, caseSensitive: false }, pathname);
  return match && definedParams(match.params);
}

/** Whether `pathname` is a page of `path`. */
export function matchPagePath(path: string, pathname: string): boolean {
  return pageParams(path, pathname) !== null;
}
