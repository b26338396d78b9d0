// DOMPurify on the server (aliased in place of 'dompurify' by the server builds only): the
// library needs a DOM, so it gets jsdom's. Sanitised CMS HTML is the same on both sides.
import type { DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
// The UMD file, not 'dompurify' itself: the alias maps that bare name to this module.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const createDOMPurify = require('dompurify/dist/purify.js') as DOMPurify;

const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
export default purify;
