// What ending a member session means in the store: the user is gone and every cached
// member answer (points, vouchers, bookmarks…) is dropped; queries still on screen
// fetch again as an anonymous visitor.
import { api, signedOut, type AppDispatch } from 'shared-contracts';

export function endMemberSession(dispatch: AppDispatch): void {
  dispatch(signedOut());
  dispatch(api.util.resetApiState());
}
