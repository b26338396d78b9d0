// The reader of RTK Query errors is shared-contracts' (errors/queryError.ts); this module
// stays for the server prefetch's import.
export { errorStatus, type QueryError } from 'shared-contracts';
