// The UI components every app draws with: presentational, holding no state across apps
// (what must be one across apps is in the contract: RemoteFailure, Skeleton, ErrorView, the
// loaders SafeHtml and QrCode read).
export * from './Breadcrumbs';
export * from './Button';
export * from './Card';
export * from './Dialog';
export * from './EmptyState';
export * from './ErrorBox';
export * from './Field';
export * from './PageHeading';
export * from './Pagination';
export * from './PasswordChecklist';
export * from './QrCode';
export * from './SafeHtml';
export * from './ScrollRow';
export * from './SignInForm';
export * from './Toast';
export * from './useModal';
