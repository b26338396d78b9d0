// One jest run over every workspace; each workspace keeps its own project config. The
// remotes' workspaces come from the one list (shared-contracts/src/remotes.ts).
import { tsImport } from 'tsx/esm/api';

const { REMOTE_NAMES, remoteWorkspace } = await tsImport('./shared-contracts/src/remotes.ts', import.meta.url);

export default {
  // Every core: jest's default leaves one free (one worker on CI's two cores): 247 s there,
  // 139 s with both (measured 4 Dec on the same machine and commit).
  maxWorkers: '100%',
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shared-kit',
    '<rootDir>/shell',
    ...REMOTE_NAMES.map((name) => `<rootDir>/${remoteWorkspace(name)}`),
    '<rootDir>/infra',
  ],
};
