// Preloaded into the server process (node --require). Unless TRUST_PROXY says a proxy in front
// sets them, headers that claim a client address are the client's own words: drop them, so that
// Next fills X-Forwarded-For from the socket's real address.
const http = require('node:http');

const value = (process.env.TRUST_PROXY || '').trim();
const trusted = value !== '' && !/^(0|false|no)$/i.test(value);

if (!trusted) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitWithoutClaims(event, request, ...rest) {
    if (event === 'request' && request && request.headers) {
      delete request.headers['x-forwarded-for'];
      delete request.headers['x-real-ip'];
    }
    return emit.call(this, event, request, ...rest);
  };
}
