import { jestProject } from '../jest.preset.mjs';

export default jestProject({ displayName: 'mf-catalog', dir: import.meta.dirname });
