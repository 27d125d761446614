// The Jest environment of the browser packages: jsdom plus the parts of the web platform it
// lacks, taken from Node. The fake API (Mock Service Worker) answers Node's fetch, react-router
// builds a Request for every navigation, and fetch accepts only Node's AbortSignal (RTK Query
// passes one with every call).
// jest-fixed-jsdom does the same but also replaces jsdom's FormData with Node's, which cannot
// read a form (`new FormData(form)`, as the search forms do).
const { TestEnvironment: JSDOMEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = {
  fetch,
  Request,
  Response,
  Headers,
  AbortController,
  AbortSignal,
  ReadableStream,
  WritableStream,
  TransformStream,
  TextEncoder,
  TextDecoder,
  TextEncoderStream,
  TextDecoderStream,
  structuredClone,
};

class BrowserEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, FROM_NODE);
  }
}

module.exports = BrowserEnvironment;
