// The loopback mail server of the end-to-end apps: they send to it over real SMTP, and the tests
// read what arrived over HTTP (GET /mails?to=address).
import { createServer } from 'node:http';
import { startMailCapture } from './mail-capture';

const smtpPort = Number(process.env.SMTP_SINK_PORT);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('Set SMTP_SINK_PORT and SMTP_SINK_HTTP_PORT');

const capture = startMailCapture(smtpPort);

createServer(async (request, response) => {
  const { mails } = await capture;
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(to ? mails.filter((mail) => mail.to.includes(to)) : mails));
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(httpPort, '127.0.0.1');
