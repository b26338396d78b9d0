// A stack in a process of its own, for a pass that compares several at once (phone.ts):
// the server renderer's Module Federation runtime is one per process (a second stack in the
// same process finds the remotes "already registered" at the first one's URLs), so each
// compared site gets its own process. The child starts the stack as the bench does
// (temp database, one sign-in for the run) and answers its URLs over IPC.
import { fork, type ChildProcess } from 'node:child_process';

export interface StackProcess {
  url: string;
  apiUrl: string;
  close(): Promise<void>;
}

interface Ready {
  url: string;
  apiUrl: string;
}

/** Starts a stack with these BFF settings (e.g. SHELL_DIST) in a child process. */
export async function startStackProcess(env: Record<string, string>): Promise<StackProcess> {
  const execArgv = process.execArgv.some((a) => a.includes('tsx')) ? process.execArgv : [...process.execArgv, '--import', 'tsx'];
  const child: ChildProcess = fork(__filename, [], {
    execArgv,
    env: { ...process.env, MV_BENCH_STACK: JSON.stringify(env) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`A bench stack stopped while starting (exit ${code})`)));
  });
  return {
    ...ready,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function child(env: Record<string, string>): Promise<void> {
  const { startBenchStack } = await import('./benchStack');
  const { stack, close } = await startBenchStack(env);
  const stop = async () => {
    await close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  // The bench died: do not outlive it.
  process.once('disconnect', () => void stop());
  process.send?.({ url: stack.url, apiUrl: stack.apiUrl } satisfies Ready);
}

if (process.env.MV_BENCH_STACK && require.main === module) {
  child(JSON.parse(process.env.MV_BENCH_STACK) as Record<string, string>).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
