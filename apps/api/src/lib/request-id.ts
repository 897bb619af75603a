import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** The header a request id arrives in (from the proxy) and leaves in (on every answer). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like: nginx's `$request_id` (32 hex digits), a UUID, or similar; nothing to inject. */
const INCOMING_ID = /^[A-Za-z0-9._:@+=/-]{8,100}$/;

/** The subnets behind proxy-addr's names, which TRUST_PROXY accepts besides addresses and CIDRs. */
const KEYWORD_SUBNETS: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function addEntry(list: BlockList, entry: string) {
  const [address = '', bits] = entry.split('/');
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (bits === undefined) list.addAddress(address, family);
  else list.addSubnet(address, Number(bits), family);
}

/** Whether a socket's peer address is one of TRUST_PROXY's entries (the same list Fastify trusts). */
export function trustedProxyCheck(trustProxy: readonly string[]): (address: string | undefined) => boolean {
  if (trustProxy.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy) {
    for (const subnet of KEYWORD_SUBNETS[entry] ?? [entry]) addEntry(list, subnet);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 peer on a dual-stack socket reads as ::ffff:10.0.0.5.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's `genReqId`: the proxy's id (X-Request-Id) when the request comes from a trusted proxy and the id is
 * well formed, so the proxy's access log and the portal's lines share it; otherwise a new random UUID (unique
 * across instances, unlike Fastify's default counter).
 */
export function requestIdGenerator(trustProxy: readonly string[]): (request: IncomingMessage) => string {
  const fromTrustedProxy = trustedProxyCheck(trustProxy);
  if (trustProxy.length === 0) return () => randomUUID();
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (typeof incoming === 'string' && INCOMING_ID.test(incoming) && fromTrustedProxy(request.socket?.remoteAddress)) {
      return incoming;
    }
    return randomUUID();
  };
}
