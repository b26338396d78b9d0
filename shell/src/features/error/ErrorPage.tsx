// The shell's error page is the shared error view (one look with the remotes' 404s).
export { ErrorView as ErrorPage, type ErrorViewProps as ErrorPageProps } from 'shared-contracts';
