// The built apps (the shell and each remote of the one list) and where their build outputs live.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, remoteWorkspace, type RemoteName } from '../../shared-contracts/src/remotes';

export const repoRoot = path.resolve(__dirname, '../..');

export interface AppInfo {
  name: 'shell' | RemoteName;
  dir: string;
  /** A file the build writes last-ish: present and newer than the sources means built. */
  marker(): string;
}

function versionOf(dir: string): string {
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const remote = (name: AppInfo['name'], folder: string): AppInfo => {
  const dir = path.join(repoRoot, folder);
  return { name, dir, marker: () => path.join(dir, 'dist', versionOf(dir), 'mf-manifest.json') };
};

export const APPS: AppInfo[] = [
  { name: 'shell', dir: path.join(repoRoot, 'shell'), marker: () => path.join(repoRoot, 'shell', 'dist', 'build-info.json') },
  ...REMOTE_NAMES.map((name) => remote(name, remoteWorkspace(name))),
];
