import { jestProject } from '../jest.preset.mjs';

export default jestProject({ displayName: 'shared-contracts', dir: import.meta.dirname });
