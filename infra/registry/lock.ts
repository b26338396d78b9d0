// The registry's lock file lives with the BFF's registry access (the BFF writes too: it
// aborts a failing canary by itself); the CLI uses the same one.
export * from 'shell/releases';
