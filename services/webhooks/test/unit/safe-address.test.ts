// Where webhooks may be sent: the address ranges refused, the URL checks, and the check made
// inside the connection's own lookup (a name that resolves to a private address at connect time
// is refused even when it resolved to a public one before: DNS rebinding).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { checkResolvedHost, checkUrl, refusedAddress, safeLookup } from '../../src/delivery/safe-address.ts';
import { sendAttempt } from '../../src/delivery/send.ts';

const closed = { allowHttp: false, allowPrivate: false };

test('loopback, private, link-local, metadata, CGNAT, multicast and unique-local addresses are refused; public ones pass', () => {
  for (const address of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.100.100.200', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00:ec2::254', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])
    assert.ok(refusedAddress(address), `${address} refused`);
  for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) assert.equal(refusedAddress(address), null, address);
});

test('a URL must be https, without credentials, and an IP literal host must be public', () => {
  assert.throws(() => checkUrl('http://example.com/hook', closed), /https/);
  assert.throws(() => checkUrl('ftp://example.com/hook', closed), /https/);
  assert.throws(() => checkUrl('not a url', closed), /valid URL/);
  assert.throws(() => checkUrl('https://user:pw@example.com/', closed), /user name/);
  for (const url of ['https://127.0.0.1/', 'https://10.0.0.1/', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/', 'https://[::ffff:7f00:1]/'])
    assert.throws(() => checkUrl(url, closed), /refused/, url);
  assert.equal(checkUrl('https://93.184.216.34/hook', closed).hostname, '93.184.216.34');
  assert.equal(checkUrl('http://127.0.0.1:9/hook', { allowHttp: true, allowPrivate: true }).port, '9');
});

test('a name resolving to a private address is refused at add time (localhost); one that does not resolve yet is accepted', async () => {
  await assert.rejects(checkResolvedHost(new URL('https://localhost/hook'), closed), /refused/);
  const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND crm.example'), { code: 'ENOTFOUND' });
  await checkResolvedHost(new URL('https://crm.example/hook'), closed, (_host, callback) => callback(notFound, []));
});

test('the lookup a connection makes refuses what it resolves to, whatever an earlier lookup answered (rebinding)', async () => {
  const answers = [[{ address: '93.184.216.34', family: 4 }], [{ address: '127.0.0.1', family: 4 }]];
  let calls = 0;
  const rebinding = (_host: string, callback: (error: Error | null, addresses: { address: string; family: number }[]) => void) =>
    callback(null, answers[Math.min(calls++, 1)]!);
  // The check at add time sees the public address...
  await checkResolvedHost(new URL('https://rebind.example/'), closed, rebinding);
  // ...the connection's own lookup sees the private one and refuses it.
  const lookup = safeLookup(closed, rebinding);
  const error = await new Promise<Error | null>((resolve) => lookup('rebind.example', { all: true }, (e) => resolve(e)));
  assert.match(String(error?.message), /resolves to a refused address: 127\.0\.0\.1 is a loopback address/);
  // A name mixing public and private addresses is refused whole.
  const mixed = safeLookup(closed, (_host, callback) => callback(null, [{ address: '93.184.216.34', family: 4 }, { address: '10.1.2.3', family: 4 }]));
  const mixedError = await new Promise<Error | null>((resolve) => mixed('mixed.example', { all: true }, (e) => resolve(e)));
  assert.match(String(mixedError?.message), /10\.1\.2\.3 is a private address/);
});

test('an attempt to a name resolving to loopback never reaches the server; redirects are not followed; at most 64 KB is read', async () => {
  let reached = 0;
  const server = createServer((request, response) => {
    reached += 1;
    if (request.url === '/redirect') return response.writeHead(302, { location: 'http://127.0.0.1/elsewhere' }).end();
    if (request.url === '/large') return response.writeHead(500).end('x'.repeat(1024 * 1024));
    response.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const send = (url: string, policy: { allowHttp: boolean; allowPrivate: boolean }) =>
    sendAttempt({ url: new URL(url), body: '{}', headers: {}, timeoutMs: 2000, policy });
  try {
    const refused = await send(`http://localhost:${port}/`, { allowHttp: true, allowPrivate: false });
    assert.equal(refused.statusCode, 0);
    assert.match(refused.error, /refused address/);
    assert.equal(reached, 0);
    const open = { allowHttp: true, allowPrivate: true };
    assert.deepEqual((await send(`http://localhost:${port}/`, open)).statusCode, 200);
    const redirect = await send(`http://127.0.0.1:${port}/redirect`, open);
    assert.equal(redirect.statusCode, 302);
    assert.match(redirect.error, /redirects are not followed/);
    const large = await send(`http://127.0.0.1:${port}/large`, open);
    assert.equal(large.statusCode, 500);
    assert.ok(large.error.length < 300, 'only the start of the answer is kept');
    assert.equal(reached, 3);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
