// The one definition of how this repository starts WebKit: Debian's WebKitGTK through its
// WebDriver (WebKitWebDriver, package webkit2gtk-driver) on a virtual display (xvfb-run),
// with a phone-sized browser of our own (webkitBrowser.py). Playwright's WebKit is a
// patched build that cannot be installed here. The driver is spoken to over plain W3C
// WebDriver HTTP (fetch): a session is a handful of calls, no client library needed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const XVFB_RUN_PATH = '/usr/bin/xvfb-run';
/** Opens one 360 x 740 window; MiniBrowser cannot be narrower than 447 px. */
export const WEBKIT_BROWSER = path.join(__dirname, 'webkitBrowser.py');

export interface WebKitOptions {
  /** An HTTP proxy on this machine for every request, loopback included (the tests' signal: the driver has no offline switch). */
  proxyPort?: number;
}

/** One W3C WebDriver session: `call` sends a command relative to the session. */
export interface WebKitSession {
  call<T = unknown>(method: 'GET' | 'POST' | 'DELETE', command: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Longest wait for one WebDriver command; page loads are held to less (see the session's timeouts). */
const WIRE_TIMEOUT_MS = 60_000;

interface WireAnswer {
  value: unknown;
}

async function wire<T>(url: string, method: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    // A command the browser never answers fails the step instead of the whole test's time.
    signal: AbortSignal.timeout(WIRE_TIMEOUT_MS),
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as WireAnswer;
  if (!res.ok) {
    const { error, message } = (answer.value ?? {}) as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${error ?? res.status} ${message ?? ''}`);
  }
  return answer.value as T;
}

export async function launchWebKit(opts: WebKitOptions = {}): Promise<WebKitSession> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-webkit-'));
  // GDK_SCALE=2: a phone's two device pixels per CSS pixel. The screen leaves room for the
  // 720 x 1480 device pixels of the window.
  const driver: ChildProcess = spawn(
    XVFB_RUN_PATH,
    ['-a', '-s', '-screen 0 1024x1600x24', WEBKIT_DRIVER_PATH, '--host=127.0.0.1', `--port=${port}`],
    { env: { ...process.env, GDK_SCALE: '2', TZ: 'Asia/Jakarta', LANG: 'id_ID.UTF-8' }, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let errors = '';
  driver.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  const exited = new Promise<void>((resolve) => driver.once('exit', () => resolve()));
  // xvfb-run starts Xvfb and the driver as its children: stop the whole group (its own,
  // detached, so that nothing else is signalled).
  const killGroup = () => {
    try {
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  // A test runner that ends this process after a time-out never reaches close(): the
  // group goes with the process instead of outliving it.
  process.once('exit', killGroup);
  const stop = async () => {
    killGroup();
    process.removeListener('exit', killGroup);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries += 1) {
      const ready = await wire<{ ready?: boolean }>(`${base}/status`, 'GET').catch(() => null);
      if (ready?.ready) break;
      if (tries > 100 || driver.exitCode !== null) throw new Error(`WebKitWebDriver did not start\n${errors}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const capabilities = {
      'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER, args: [`--data-dir=${dataDir}`] },
      timeouts: { pageLoad: 30_000, script: 30_000, implicit: 0 },
      ...(opts.proxyPort === undefined ? {} : { proxy: { proxyType: 'manual', httpProxy: `127.0.0.1:${opts.proxyPort}`, noProxy: [] } }),
    };
    const { sessionId } = await wire<{ sessionId: string }>(`${base}/session`, 'POST', { capabilities: { alwaysMatch: capabilities } });
    const session = `${base}/session/${sessionId}`;
    return {
      call: (method, command, body) => wire(`${session}${command}`, method, body ?? (method === 'POST' ? {} : undefined)),
      async close() {
        await wire(session, 'DELETE').catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
