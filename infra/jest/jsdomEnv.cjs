// jsdom plus the web platform pieces Node already has (fetch, Response, streams,
// TextEncoder…): RTK Query's fetchBaseQuery and react-router need them in tests.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const key of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'TransformStream',
      'WritableStream',
      'Blob',
      'structuredClone',
      'BroadcastChannel',
    ]) {
      if (globalThis[key] !== undefined) this.global[key] = globalThis[key];
    }
  }
}

module.exports = JsdomWithFetch;
