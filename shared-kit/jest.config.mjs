import { jestProject } from '../jest.preset.mjs';

export default jestProject({ displayName: 'shared-kit', dir: import.meta.dirname });
