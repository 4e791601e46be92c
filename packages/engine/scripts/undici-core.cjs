"use strict";
// The undici the compiled CLI bundles: only the HTTP client the engine uses (`request`, `Agent`, `buildConnector`).
// The package's index also loads its Fetch, WebSocket, EventSource, cache and mock modules, and through them
// Node's own copy of undici: a sixth of every CLI start (docs/performance.md). The server, run from source, and
// the engine's tests import the whole package; test/cli-compiled.test.ts runs this build.
const Agent = require("undici/lib/dispatcher/agent");
const Dispatcher = require("undici/lib/dispatcher/dispatcher");
const api = require("undici/lib/api");
const buildConnector = require("undici/lib/core/connect");
const { parseURL } = require("undici/lib/core/util");

// As the index does: dispatchers get request(), stream() and the rest as methods.
Object.assign(Dispatcher.prototype, api);

/** undici's `request(url, options)` as its index builds it, for a dispatcher given in the options. */
function request(url, options) {
  if (!options?.dispatcher) throw new TypeError("sitelens: every request names its dispatcher");
  const target = parseURL(url);
  return api.request.call(options.dispatcher, {
    ...options,
    origin: target.origin,
    path: target.search ? `${target.pathname}${target.search}` : target.pathname,
    method: options.method || (options.body ? "PUT" : "GET"),
  });
}

module.exports = { Agent, buildConnector, request };
