// Starts a stack in a child process (infra/stack/serve.ts) and stops it: for specs that
// flip a remote's live version and must not share a server renderer with other stacks.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../stack/apps';
import type { StackOptions } from '../stack/stack';

export interface StackProcess {
  url: string;
  apiUrl: string;
  ssoUrl: string;
  registryFile: string;
  /** The local backend's fault switch key (null unless started with faults: true). */
  faultToken: string | null;
  close(): Promise<void>;
}

export function startStackProcess(opts: StackOptions): Promise<StackProcess> {
  const child: ChildProcess = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [path.join(repoRoot, 'infra', 'stack', 'serve.ts')],
    { cwd: repoRoot, env: { ...process.env, MV_STACK_OPTIONS: JSON.stringify(opts) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`stack did not start in 60 s\n${errors}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`stack process exited (${code})\n${errors}`)));
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('MV_STACK '));
      if (!line) return;
      clearTimeout(timer);
      const info = JSON.parse(line.slice('MV_STACK '.length)) as Omit<StackProcess, 'close'>;
      resolve({
        ...info,
        async close() {
          child.kill('SIGTERM');
          // A server still draining a connection is not worth a hook's time-out: stop it.
          const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await exited;
          clearTimeout(kill);
        },
      });
    });
  });
}
