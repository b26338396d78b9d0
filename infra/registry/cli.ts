// npm run remotes -- <command>: inspect, release, promote (whole or canary), abort and roll back remote versions
// (docs/operations.md). The commands live in commands.ts.
import { main } from './commands';

main(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l), env: process.env }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
