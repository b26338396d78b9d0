// shared-kit: the libraries every app may take at its own version (docs/architecture.md,
// "The contract rule"): UI components, formatters, generic hooks. Module Federation shares
// it with a version range, not as a singleton: a remote built against a newer kit than the
// shell provides brings its own copy. So the kit holds nothing that must be one across apps,
// and reaches the router, the store and the mount API only through 'shared-contracts' (the
// singleton): a second copy of the kit still reads the shell's router and store.
export * from './ui';
export * from './hooks';
export * from './format';
