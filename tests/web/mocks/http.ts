import { http, HttpResponse, type HttpHandler } from 'msw';
import { api } from '../support/msw';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One request as a mock saw it. */
export interface Call<B = unknown> {
  /** The URL's path, e.g. /api/v1/sign-up-patient/…, as sent (still percent-encoded). */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Headers;
  /** The JSON body, or undefined for none. */
  body: B;
}

/**
 * What a mock answers: the reply's `data` (sent as `{ data, message? }`), or a function of the request that returns
 * either the data or a whole Response (an error, a network failure).
 */
export type Answer<T, B = unknown> = T | ((call: Call<B>) => T | Response | Promise<T | Response>);

/** A handler for `server.use`, with what it was asked, in order (live arrays: read them after the fact). */
export type Mock<B = unknown> = HttpHandler & { calls: Call<B>[]; bodies: B[]; queries: Record<string, string>[] };

export interface ReplyOptions {
  status?: number;
  message?: string;
}

async function readBody(request: Request): Promise<unknown> {
  if (!request.headers.get('content-type')?.includes('json')) return undefined;
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/** A success reply as the API words it: `{ data, message? }`. */
export const reply = (data: unknown, { status = 200, message }: ReplyOptions = {}) =>
  HttpResponse.json(message === undefined ? { data } : { data, message }, { status });

/** An error reply as the API words it: `{ message, code, details? }`. */
export const apiError = (status: number, message: string, code = 'ERROR', details?: { path: string; message: string }[]) =>
  HttpResponse.json(details ? { message, code, details } : { message, code }, { status });

/** A reply without a body, as a crash or a proxy gives: the client falls back to its own words. */
export const failure = (status = 500) => new HttpResponse(null, { status });

/** No reply at all. */
export const networkError = () => HttpResponse.error();

/** One API call under /api/v1: records each request, then answers it (see Answer). */
export function mockApi<T, B = unknown>(method: Method, path: string, answer: Answer<T, B>, options: ReplyOptions = {}): Mock<B> {
  const calls: Call<B>[] = [];
  const bodies: B[] = [];
  const queries: Record<string, string>[] = [];
  const handler = http[method](api(path), async ({ request, params }) => {
    const url = new URL(request.url);
    const call: Call<B> = {
      path: url.pathname,
      params: params as Record<string, string>,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: (await readBody(request)) as B,
    };
    calls.push(call);
    bodies.push(call.body);
    queries.push(call.query);
    const result = typeof answer === 'function' ? await (answer as (call: Call<B>) => T | Response | Promise<T | Response>)(call) : answer;
    return result instanceof Response ? result : reply(result, options);
  });
  return Object.assign(handler, { calls, bodies, queries });
}

/** The rows one page of a list call asks for (`page` from 1, `limit`) out of `total`, the n-th (from 1) made by `row`. */
export function pageOf<R>(call: Call, total: number, row: (n: number) => R) {
  const page = Number(call.query.page);
  const limit = Number(call.query.limit);
  const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  const rows = Array.from({ length: count }, (_, i) => row((page - 1) * limit + i + 1));
  return { rows, page, limit, totalPages: Math.ceil(total / limit) };
}

/** A list of `total` rows answered page by page in the `{ items, total, page, limit, totalPages }` shape. */
export const itemsPage =
  <R>(total: number, row: (n: number) => R) =>
  (call: Call) => {
    const { rows, ...paging } = pageOf(call, total, row);
    return { items: rows, total, ...paging };
  };

/** The same in the shape of order lists: `{ orders, total }`. */
export const ordersPage =
  <R>(total: number, row: (n: number) => R) =>
  (call: Call) => ({ orders: pageOf(call, total, row).rows, total });
