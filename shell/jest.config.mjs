import { jestProject } from '../jest.preset.mjs';

export default jestProject({ displayName: 'shell', dir: import.meta.dirname });
