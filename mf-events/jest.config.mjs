import { jestProject } from '../jest.preset.mjs';

export default jestProject({ displayName: 'mf-events', dir: import.meta.dirname });
