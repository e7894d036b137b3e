// A loopback CONNECT proxy for tests of requests through HTTPS_PROXY / HTTP_PROXY: it sends the
// tunnels for `host` to a local port and refuses the others, and keeps what was asked for. A request
// for a made-up host that arrives went through it (the name resolves nowhere else).
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

export interface ConnectProxy {
  url: string;
  /** Every CONNECT target asked for, `host:port`. */
  tunnels: string[];
  close(): Promise<void>;
}

export async function startConnectProxy(host: string, port: () => number): Promise<ConnectProxy> {
  const tunnels: string[] = [];
  const proxy = createServer((_req, res) => res.writeHead(501).end());
  proxy.on('connect', (req, socket, head) => {
    tunnels.push(req.url ?? '');
    if ((req.url ?? '').split(':')[0] !== host) {
      socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    const upstream = connect(port(), '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    tunnels,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
