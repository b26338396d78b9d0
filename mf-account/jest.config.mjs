import { jestProject } from '../jest.preset.mjs';

export default jestProject({ displayName: 'mf-account', dir: import.meta.dirname });
