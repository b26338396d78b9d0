// CSS Modules in tests: every class name maps to itself, so markup stays readable.
module.exports = new Proxy({}, { get: (_t, key) => (key === '__esModule' ? false : String(key)) });
