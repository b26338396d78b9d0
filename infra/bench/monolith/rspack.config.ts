// BENCHMARK ONLY: the shell with the three remotes bundled in, without Module Federation,
// to shell/dist-monolith (infra/bench measures what federation costs against this build).
// The shell's own build, with its remote loader (shell/src/app/remotes.ts) replaced by
// remotes.monolith.ts beside this file: the shell's source never imports a remote's.
import path from 'node:path';
import { createAppConfig } from '../../../rspack.base.config';
import { shellAppOptions } from '../../../shell/rspack.config';
import { MONOLITH_DIST } from '../build';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const shell = shellAppOptions(argv.mode ?? 'production');
  const config = createAppConfig({ ...shell, outDir: MONOLITH_DIST, federation: false });
  config.resolve = {
    ...config.resolve,
    alias: { [path.join(shell.dir, 'src', 'app', 'remotes.ts')]: path.join(__dirname, 'remotes.monolith.ts') },
  };
  return config;
};
