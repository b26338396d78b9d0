// single-spa's parcel machinery, loaded with the first remote a page mounts (in parallel
// with the remote's own files): a page of the shell alone never downloads it.
import type { ComponentType } from 'react';
import type { mountRootParcel } from 'single-spa';

export interface ParcelRuntime {
  mountRootParcel: typeof mountRootParcel;
  /** single-spa-react's <Parcel> (its props are single-spa's, plus the mount props). */
  Parcel: ComponentType<Record<string, unknown>>;
}

let pending: Promise<ParcelRuntime> | null = null;

export function loadParcelRuntime(): Promise<ParcelRuntime> {
  pending ??= Promise.all([
    import(/* webpackChunkName: "parcels" */ 'single-spa'),
    import(/* webpackChunkName: "parcels" */ 'single-spa-react/parcel'),
  ]).then(([spa, parcel]) => ({
    mountRootParcel: spa.mountRootParcel,
    Parcel: parcel.default as unknown as ComponentType<Record<string, unknown>>,
  }));
  // A failed download may be retried (the area's 'Coba lagi').
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
