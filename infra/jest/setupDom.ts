// Matchers of @testing-library/jest-dom for every browser-side test.
import '@testing-library/jest-dom';
