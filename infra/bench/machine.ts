// The machine a run's figures came from: they mean little without it.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGB: number;
  platform: string;
  node: string;
  chromium: string;
  date: string;
  /** 1-minute load average when the run started and ended (busy machine: slower figures). */
  loadAverage: { start: number; end?: number };
  /** The commit measured, and whether the working tree had uncommitted changes. */
  commit: string;
}

function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} (+ uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

export function machineInfo(chromiumVersion: string): MachineInfo {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGB: Math.round(os.totalmem() / 1e9),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: chromiumVersion,
    date: new Date().toISOString(),
    loadAverage: { start: Number(os.loadavg()[0]!.toFixed(2)) },
    commit: gitCommit(),
  };
}
