// The offline wallet's contract between the account remote (writes), the shell (erases) and
// the shell's offline page (reads). Not part of the shared singleton: each bundles the few
// lines it uses.
export * from './wallet';
