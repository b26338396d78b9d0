// Spec §8: a user fetch failing with 500 or above is fatal: the shell shows the error page
// instead of the route, on a full page load (the BFF's boot.error) and on a client
// navigation (SessionSync) alike. A request the BFF refused (4xx with boot.error) shows
// the same way. Leaving the page ('Homepage', 'Kembali') returns to normal pages.
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { useShellState, type FatalError } from '../shellState/ShellState';

export { fatalErrorOf, type FatalError } from '../shellState/ShellState';

export function useFatalError(): FatalError | null {
  const { fatal } = useShellState();
  const location = useLocation();
  const firstKey = useRef(location.key);
  if (!fatal) return null;
  return (fatal.locationKey ?? firstKey.current) === location.key ? fatal.error : null;
}
