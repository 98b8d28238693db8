// A JSON POST through node's http client, for measured loops (fetch's streams cost the load
// generator about as much CPU per booking as the gateway spends): the answer's status, headers and
// text. The agent decides the connection: a kept-alive one of its pool, or a new one (`false`).
import http from 'node:http';

/** A request that got no answer; `reusedSocket`: it went out on a kept-alive connection used before. */
export type PostError = NodeJS.ErrnoException & { reusedSocket?: boolean };

export interface PostAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export function postJson(
  url: string,
  payload: string,
  options: { agent: http.Agent | false; timeoutMs?: number },
): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: options.agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    if (options.timeoutMs !== undefined) {
      request.setTimeout(options.timeoutMs, () => {
        const error: NodeJS.ErrnoException = new Error(`no answer within ${options.timeoutMs} ms`);
        error.code = 'TIMEOUT';
        request.destroy(error);
      });
    }
    request.on('error', (error: PostError) => {
      // A kept-alive connection the server closed just as it was reused fails this way (node's docs).
      error.reusedSocket = request.reusedSocket;
      reject(error);
    });
    request.end(payload);
  });
}

/** postJson of a body, its answer's body parsed as JSON. */
export async function postJsonParsed<T>(
  url: string,
  body: Record<string, unknown>,
  agent: http.Agent,
): Promise<{ status: number; body: T }> {
  const answer = await postJson(url, JSON.stringify(body), { agent });
  return { status: answer.status, body: JSON.parse(answer.text) as T };
}
