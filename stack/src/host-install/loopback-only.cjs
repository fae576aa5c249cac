/**
 * Preloaded with `NODE_OPTIONS=--require <this file>` into a host's tools (`next build`,
 * `next start` and every process they start): a TCP connection to anything but loopback is
 * refused, and its host appended to the file named by LOOPBACK_ONLY_LOG, so a test proves the
 * tool never reached the internet (fonts, telemetry, update checks) instead of hoping so.
 */
'use strict';
const { appendFileSync } = require('node:fs');
const net = require('node:net');

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const log = process.env.LOOPBACK_ONLY_LOG;
const connect = net.Socket.prototype.connect;

/** The host of connect's arguments: (options[, listener]), (port[, host][, listener]), (path). */
function targetHost(args) {
  const [first, second] = args;
  const options = Array.isArray(first) ? first[0] : first;
  if (options && typeof options === 'object')
    return options.path ? null : (options.host ?? 'localhost');
  if (typeof options === 'string' && Number.isNaN(Number(options))) return null; // a Unix socket
  return typeof second === 'string' ? second : 'localhost';
}

net.Socket.prototype.connect = function connectToLoopbackOnly(...args) {
  const host = targetHost(args);
  if (host !== null && !LOOPBACK.has(host) && !host.startsWith('127.')) {
    if (log) appendFileSync(log, `${process.pid} ${host}\n`);
    process.nextTick(() =>
      this.destroy(new Error(`loopback-only: refused a connection to ${host}`)),
    );
    return this;
  }
  return connect.apply(this, args);
};
