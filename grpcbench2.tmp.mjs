import * as grpc from '@grpc/grpc-js';
const [mode] = process.argv.slice(2);
const def = { Echo: { path: '/t.T/Echo', requestStream: false, responseStream: false,
  requestSerialize: (b) => b, requestDeserialize: (b) => b, responseSerialize: (b) => b, responseDeserialize: (b) => b } };
const C = grpc.makeGenericClientConstructor(def);
const c = new C('127.0.0.1:19555', grpc.credentials.createInsecure(), {});
const channel = c.getChannel();
const body = Buffer.alloc(200, 1);
const viaClient = () => new Promise((res) => c.Echo(body, new grpc.Metadata(), { deadline: Date.now() + 5000 }, (e, r) => res(e ? e.code : 0)));
const viaChannel = () => new Promise((res) => {
  const call = channel.createCall('/t.T/Echo', Date.now() + 5000, null, null, grpc.propagate.DEFAULTS);
  let message = null;
  call.start(new grpc.Metadata(), {
    onReceiveMetadata() {},
    onReceiveMessage(m) { message = m; },
    onReceiveStatus(s) { res(s.code === 0 ? 0 : s.code); },
  });
  call.sendMessageWithContext({}, body);
  call.halfClose();
  call.startRead();
});
const call = mode === 'channel' ? viaChannel : viaClient;
for (let i = 0; i < 3000; i++) await call();
const u0 = process.cpuUsage(); const t0 = Date.now(); let n = 0;
while (Date.now() - t0 < 8000) { await Promise.all(Array.from({ length: 20 }, call)); n += 20; }
const u = process.cpuUsage(u0); console.log(mode, 'client cpu us/call', ((u.user + u.system) / n).toFixed(1), 'calls', n);
c.close();
