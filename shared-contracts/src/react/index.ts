export * from './RemoteContext';
export * from './RemoteRoot';
export * from './defineRemoteApp';
export * from './useCopyToClipboard';
export * from './useReducedMotion';
export * from './useOnline';
export * from './AreaErrorBoundary';
export * from './useCountdown';
