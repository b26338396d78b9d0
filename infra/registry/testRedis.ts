// A real redis-server (Debian's) on a free loopback port for tests; stopped by the test.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../stack/ports';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort('127.0.0.1');
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start in 10 s\n${out}`)), 10_000);
    child.once('error', (e) => reject(new Error(`redis-server could not start (apt-get install -y redis-server): ${e.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code})\n${out}`)));
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
