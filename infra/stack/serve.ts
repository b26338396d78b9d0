// Runs one stack in its own process (tests that need a BFF whose in-process state — the
// Module Federation runtime of the server renderer — no other stack shares). Options come
// as JSON in MV_STACK_OPTIONS; the stack's addresses go to stdout as one 'MV_STACK {…}' line.
import { startStack, type StackOptions } from './stack';

async function main() {
  const opts = JSON.parse(process.env.MV_STACK_OPTIONS ?? '{"port":0}') as StackOptions;
  const stack = await startStack(opts);
  const info = { url: stack.url, apiUrl: stack.apiUrl, ssoUrl: stack.ssoUrl, registryFile: stack.registryFile, faultToken: stack.backend.faultToken };
  process.stdout.write(`MV_STACK ${JSON.stringify(info)}\n`);
  const stop = () => void stack.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
