// A list page's state in the URL, changed step by step without losing a step.
//
// A remote's router follows the shell: after a change, the address is new at once, but the
// remote renders it only once the shell has re-rendered and updated the parcel's props. On
// a busy phone that takes long enough for a second choice (a category, then a sort) to come
// first, and react-router's setSearchParams, even given a function, builds on the location
// the remote last rendered: the second change dropped the first. Here a change builds on
// the last one asked for, and the page shows it at once (a controlled select does not
// spring back to its old value), until the router renders the next location; Back or any
// other navigation makes the router's location the truth again.
import { useRef, useState } from 'react';
import { useLocation, useSearchParams, type Location } from 'shared-contracts';

/** The parameters after a change, from the current ones (a copy the change may edit). */
export type SearchParamsChange = (current: URLSearchParams) => URLSearchParams;

/** How the change lands in the history. */
export interface SearchParamsChangeOptions {
  /** Replace the current entry instead of adding one (Back skips it). */
  replace?: boolean;
  /** Leave the page where it is (the shell's scroll restoration honours it). */
  preventScrollReset?: boolean;
}

interface Asked {
  /** The router's location the change was asked on: a change counts only while it stays. */
  on: Location;
  params: URLSearchParams;
}

export function useLatestSearchParams(): [URLSearchParams, (change: SearchParamsChange, options?: SearchParamsChangeOptions) => void] {
  const location = useLocation();
  const [rendered, setSearchParams] = useSearchParams();
  const [asked, setAsked] = useState<Asked | null>(null);
  // Also read in the handler: two changes in one task (no render between) build on each other.
  const lastAsked = useRef<Asked | null>(null);
  // The router gives a new location object at every navigation, Back to an earlier address
  // included, so an identity check tells "not rendered yet" from "moved on".
  const current = asked?.on === location ? asked.params : rendered;
  const change = (edit: SearchParamsChange, options?: SearchParamsChangeOptions) => {
    const base = lastAsked.current?.on === location ? lastAsked.current.params : current;
    const next: Asked = { on: location, params: edit(new URLSearchParams(base)) };
    lastAsked.current = next;
    setAsked(next);
    setSearchParams(next.params, options);
  };
  return [current, change];
}
