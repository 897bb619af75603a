// The baseline of `npm run bench`: a bare Fastify server answering each captured path with the very bytes and
// Content-Type the portal sent for it (no hooks, no database, no headers beyond Fastify's own).
// Usage: node bench/baseline-server.mjs <captures.json> <port>   (captures: [{ path, contentType, bodyBase64 }])
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [capturesFile, port] = process.argv.slice(2);
const captures = JSON.parse(readFileSync(capturesFile, 'utf8'));

const app = Fastify({ logger: false });
for (const { path, contentType, bodyBase64 } of captures) {
  const body = Buffer.from(bodyBase64, 'base64');
  app.get(path, (_request, reply) => {
    reply.type(contentType).send(body);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
