// react-router 7 needs these under jsdom.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no Request; react-router's data routers build one for every navigation.
class TestRequest {
  constructor(url, init = {}) {
    this.url = String(url);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? new AbortController().signal;
  }
}
globalThis.Request ??= TestRequest;
