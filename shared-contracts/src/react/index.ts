export * from './RemoteContext';
export * from './RemoteRoot';
export * from './defineRemoteApp';
export * from './useOnline';
export * from './AreaErrorBoundary';
