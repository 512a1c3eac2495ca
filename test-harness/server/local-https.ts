import http2 from 'node:http2';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { localCertificate } from './local-certificate';

/**
 * A GET on one of the local store's https origins (the CDN, the hosted sign-in) from Node, trusting the store's
 * certificate and nothing else: Node's fetch cannot be given a CA. It offers h2 first, as a browser does.
 */
export interface LocalHttpsResponse {
  /** The protocol the server chose in ALPN ('h2' from the CDN). */
  alpn: string | false;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  certificate: PeerCertificate;
  text(): string;
  json<T = unknown>(): T;
}

export async function localHttpsGet(url: string, headers: Record<string, string> = {}): Promise<LocalHttpsResponse> {
  const u = new URL(url);
  const { cert } = await localCertificate(u.hostname);
  const session = http2.connect(u.origin, { ca: cert });
  try {
    return await new Promise<LocalHttpsResponse>((resolve, reject) => {
      session.once('error', reject);
      const req = session.request({ ':method': 'GET', ':path': u.pathname + u.search, ...headers });
      const chunks: Buffer[] = [];
      let status = 0;
      let got: LocalHttpsResponse['headers'] = {};
      req.on('response', (h) => {
        status = Number(h[':status']);
        got = Object.fromEntries(Object.entries(h).filter(([k]) => !k.startsWith(':')));
      });
      req.on('data', (c: Buffer) => chunks.push(c));
      req.once('error', reject);
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const socket = session.socket as TLSSocket;
        resolve({
          alpn: session.alpnProtocol ?? false,
          status,
          headers: got,
          body,
          certificate: socket.getPeerCertificate(),
          text: () => body.toString('utf8'),
          json: <T>() => JSON.parse(body.toString('utf8')) as T,
        });
      });
      req.end();
    });
  } finally {
    session.close();
  }
}
