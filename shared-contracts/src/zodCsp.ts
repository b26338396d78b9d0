// zod 4 compiles object parsers with `new Function` when it may, and finds out whether it may
// by trying: under the site's Content-Security-Policy (no 'unsafe-eval') that try is a CSP
// violation report in every browser that parses a schema. Jitless parsing is the same
// validation without eval. Imported by the schemas' common module and the wallet, so it runs
// before any parse; the setting is global to the zod instance.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
