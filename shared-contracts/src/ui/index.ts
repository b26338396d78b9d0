// The views the contract's own mount code renders (AreaErrorBoundary and defineRemoteApp:
// RemoteFailure; lazyPage: Skeleton; PageRoutes: UnmatchedRoute), so they are part of the
// mount agreement and stay here, one look in every area whatever kit a remote runs. Every
// other component is in shared-kit.
export * from './RemoteFailure';
export * from './Skeleton';
export * from './ErrorView';
