// zod 4 compiles object parsers with `new Function` when it may, and finds out whether it may
// by trying: under the site's Content-Security-Policy (no 'unsafe-eval') that try is a CSP
// violation report in every browser that parses a schema. Jitless parsing is the same
// validation without eval. The setting is global to zod's core, which the classic API (the
// schemas, through zodCsp.ts) and zod/mini (the wallet) share; every module that defines
// schemas imports this first, so it runs before any parse.
import { config } from 'zod/v4/core';

config({ jitless: true });
