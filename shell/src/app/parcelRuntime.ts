// single-spa's parcel machinery, loaded with the first remote a page mounts (in parallel
// with the remote's own files): a page of the shell alone never downloads it.
// The shell mounts parcels itself (RemoteOutlet): single-spa-react's <Parcel> component
// would only add its own copy of single-spa-react (the remotes' copy is in shared-contracts).
import type { mountRootParcel } from 'single-spa';

export interface ParcelRuntime {
  mountRootParcel: typeof mountRootParcel;
}

let pending: Promise<ParcelRuntime> | null = null;

export function loadParcelRuntime(): Promise<ParcelRuntime> {
  pending ??= import(/* webpackChunkName: "parcels" */ 'single-spa').then((spa) => ({ mountRootParcel: spa.mountRootParcel }));
  // A failed download may be retried (the area's 'Coba lagi').
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
