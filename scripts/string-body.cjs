// A response body given as one long string goes to the socket as bytes. Node encodes a string
// inside its socket write, and for a string holding any character past Latin-1 (a ’ in the copy
// makes V8 store the whole page as two-byte) longer than ~64 KB that write measured 5-10 times
// slower than writing the same bytes as a Buffer (Node 20 and 22; docs/benchmark.md, "A string
// past 64 KB"). Next ends a cached page's response with its HTML as one string, so a long page
// of the firm's own answered at a third of the service page's rate. The bytes sent are the
// same: the string encoded with the encoding the caller named (UTF-8 unless named).
const http = require('node:http');

const end = http.ServerResponse.prototype.end;
// Where the slow write begins: a two-byte string of 60 Ki characters was written as fast as its
// bytes, one of 70 Ki five times slower. Shorter answers (the 404 page's 28 KB, every door's
// JSON) stay strings: encoding them here first would only add a copy.
const LONG = 64 * 1024;

/** `response.end` with a long string body turned into a Buffer first; used as an own method. */
function endWithBytes(chunk, encoding, callback) {
  if (typeof chunk !== 'string' || chunk.length < LONG) return end.apply(this, arguments);
  if (typeof encoding === 'function') return end.call(this, Buffer.from(chunk, 'utf8'), encoding);
  return end.call(this, Buffer.from(chunk, encoding ?? 'utf8'), callback);
}

module.exports = { endWithBytes };
