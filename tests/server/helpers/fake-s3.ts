import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StoredObject = { body: Buffer; contentType: string | undefined; encryption: string | undefined };
export type SeenRequest = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers'] };

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/** A SigV4-signed request: an Authorization header, or a presigned URL's query. */
function signed(req: IncomingMessage, query: URLSearchParams): boolean {
  const header = req.headers.authorization ?? '';
  if (/^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/[^/]+\/s3\/aws4_request, ?SignedHeaders=[^,]+, ?Signature=[0-9a-f]{64}$/.test(header))
    return Boolean(req.headers['x-amz-date'] && req.headers['x-amz-content-sha256']);
  return query.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256' && /^[0-9a-f]{64}$/.test(query.get('X-Amz-Signature') ?? '');
}

/**
 * A tiny S3 on 127.0.0.1 for tests: one bucket, path-style (`/{bucket}/{key}`), PutObject, GetObject, HeadObject and
 * DeleteObject; every request must be SigV4-signed (403 AccessDenied otherwise). It does not check the signature
 * itself (that is the SDK's business), only that one is there; it keeps each object's type and encryption header.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, StoredObject>();
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const [, first, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    seen.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers });
    const fail = (status: number, code: string, message: string) =>
      res.writeHead(status, { 'content-type': 'application/xml' }).end(req.method === 'HEAD' ? undefined : xmlError(code, message));
    if (!signed(req, url.searchParams)) return fail(403, 'AccessDenied', 'Anonymous access is forbidden');
    if (first !== bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return fail(400, 'InvalidRequest', 'A key is required');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const object = objects.get(key);
      switch (req.method) {
        case 'PUT': {
          const body = Buffer.concat(chunks);
          if (req.headers['content-length'] !== String(body.length)) return fail(400, 'IncompleteBody', 'Content-Length mismatch');
          const encryption = req.headers['x-amz-server-side-encryption'] as string | undefined;
          objects.set(key, { body, contentType: req.headers['content-type'], encryption });
          return res
            .writeHead(200, { etag: `"${body.length}"`, ...(encryption ? { 'x-amz-server-side-encryption': encryption } : {}) })
            .end();
        }
        case 'GET':
        case 'HEAD': {
          if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
          const headers = {
            'content-type': url.searchParams.get('response-content-type') ?? object.contentType ?? 'binary/octet-stream',
            'content-length': String(object.body.length),
            ...(url.searchParams.get('response-content-disposition')
              ? { 'content-disposition': url.searchParams.get('response-content-disposition')! }
              : {}),
          };
          return res.writeHead(200, headers).end(req.method === 'GET' ? object.body : undefined);
        }
        case 'DELETE':
          objects.delete(key);
          return res.writeHead(204).end();
        default:
          return fail(405, 'MethodNotAllowed', 'The specified method is not allowed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
