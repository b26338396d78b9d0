// What ending a member session means in the store: the user is gone at once (member areas
// give way: an /account page shows its sign-in gate, the header its 'Masuk / Daftar'), then
// every cached member answer (points, vouchers, bookmarks…) is dropped. The drop waits until
// the areas that showed member data have unmounted: RTK Query refetches whatever is still
// subscribed when its cache is reset, and those calls, without cookies, would all answer 401.
import { api, signedOut, type AppDispatch } from 'shared-contracts';

/** Two frames and a task: the commit that removed member areas and the parcels' unmounts have run. */
function afterAreasSettle(): Promise<void> {
  return new Promise((resolve) => {
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (fn: () => void) => setTimeout(fn, 16);
    frame(() => frame(() => setTimeout(resolve, 0)));
  });
}

export function endMemberSession(dispatch: AppDispatch): Promise<void> {
  dispatch(signedOut());
  return afterAreasSettle().then(() => {
    dispatch(api.util.resetApiState());
  });
}
