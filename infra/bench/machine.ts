// The machine a run's figures came from: they mean little without it.
import os from 'node:os';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGB: number;
  platform: string;
  node: string;
  chromium: string;
  date: string;
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
  };
}
