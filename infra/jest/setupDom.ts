// Matchers of @testing-library/jest-dom for every browser-side test.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default. A page whose content arrives through a
// lazily loaded module (DOMPurify for CMS html, the QR encoder) took longer than that on
// CI's two busy cores the first time a worker loaded it (ReferralPage.test failed there,
// passed alone). Waiting longer costs nothing when the content comes; a test of something
// that must not appear asserts its absence explicitly.
configure({ asyncUtilTimeout: 5000 });
