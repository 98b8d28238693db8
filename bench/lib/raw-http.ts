// A minimal HTTP/1.1 GET client for measured loops whose answers are large (availability: 4 MB).
// Node's http client hands over every read as a fresh Buffer, memory outside V8's heap that V8
// answers with full collections: two thirds of the load generator's CPU per search went to its
// garbage collector, on the cores the services share. Here each connection reads into one
// buffer of its own (net's `onread`), keeps only the status line and headers, and counts the
// body's bytes: the time measured is the time to the answer's last byte.
import net from 'node:net';

export interface RawAnswer {
  status: number;
  bytes: number;
  /** The status line and headers. */
  head: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const READ_BUFFER_BYTES = 256 * 1024;

class Connection {
  private readonly socket: net.Socket;
  private head = Buffer.alloc(0);
  private pending?: {
    resolve: (answer: RawAnswer) => void;
    reject: (error: Error) => void;
    status?: number;
    headText?: string;
    remaining?: number;
    bytes: number;
  };
  closed = false;

  constructor(host: string, port: number) {
    const readBuffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
    this.socket = net.connect({
      host,
      port,
      noDelay: true,
      onread: {
        buffer: readBuffer,
        callback: (n) => {
          this.read(readBuffer.subarray(0, n));
          return true;
        },
      },
    });
    const fail = (error: Error) => {
      this.closed = true;
      this.pending?.reject(error);
      this.pending = undefined;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('connection closed')));
  }

  get(path: string, host: string): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, bytes: 0 };
      this.head = Buffer.alloc(0);
      this.socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
    });
  }

  private read(chunk: Buffer): void {
    const answer = this.pending;
    if (!answer) return;
    let body = chunk;
    if (answer.headText === undefined) {
      // Headers are a few hundred bytes: copied until their end is found.
      this.head = Buffer.concat([this.head, chunk]);
      const end = this.head.indexOf(HEAD_END);
      if (end < 0) return;
      answer.headText = this.head.subarray(0, end).toString('latin1');
      answer.status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.headText)?.[1] ?? 0);
      const length = /\r\ncontent-length: *(\d+)/i.exec(answer.headText)?.[1];
      if (length === undefined) {
        this.pending = undefined;
        answer.reject(new Error(`answer without content-length: ${answer.headText}`));
        this.socket.destroy();
        return;
      }
      answer.remaining = Number(length);
      body = this.head.subarray(end + HEAD_END.length);
    }
    answer.bytes += body.length;
    answer.remaining! -= body.length;
    if (answer.remaining! <= 0) {
      this.pending = undefined;
      answer.resolve({ status: answer.status!, bytes: answer.bytes, head: answer.headText });
    }
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }
}

/** Kept-alive connections to one server, one request at a time each, opened as needed. */
export class RawHttpPool {
  private readonly idle: Connection[] = [];
  private readonly all: Connection[] = [];
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port || 80);
  }

  async get(path: string): Promise<RawAnswer> {
    let connection = this.idle.pop();
    while (connection?.closed) connection = this.idle.pop();
    if (!connection) {
      connection = new Connection(this.host, this.port);
      this.all.push(connection);
    }
    const answer = await connection.get(path, `${this.host}:${this.port}`);
    this.idle.push(connection);
    return answer;
  }

  close(): void {
    for (const connection of this.all) connection.close();
  }
}
