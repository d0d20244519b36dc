import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/**
 * A request whose body comes back as sent (fetch would decode it) and whose headers fetch would not allow (Cookie,
 * Accept-Encoding): for what the bank serves to browsers.
 */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );
}
