import { jestProject } from '../jest.preset.mjs';

// Servers and scripts: node environment. Browser tests live in e2e/ (Playwright).
export default jestProject({ displayName: 'infra', dir: import.meta.dirname, environment: 'node' });
