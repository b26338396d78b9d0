// The reader of RTK Query errors is shared-contracts' (errors/queryError.ts); this module
// keeps the server prefetch's import: errorStatus is the status a page answers with.
export { pageStatusOf as errorStatus, type QueryError } from 'shared-contracts';
