// The reader of RTK Query errors is shared-contracts' (errors/queryError.ts); this module
// keeps the server prefetch's import.
export { errorInfo, type ErrorInfo, type QueryError } from 'shared-contracts';
