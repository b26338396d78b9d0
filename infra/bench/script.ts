// A benchmark run as a script: its main with the command line's arguments, the process
// ending with 0 when it finishes and 1, the error printed, when it fails (the stacks it
// started are closed by the main's own finally; a live handle must not keep it running).
export function runAsScript(main: (argv: string[]) => Promise<void>): void {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
