// The classic zod API for the contract's schemas, with parsing that needs no eval under the
// site's CSP (zodJitless.ts).
import './zodJitless';

export { z } from 'zod';
