import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_START_GUARD_MS, freePort, startServerProcess } from '../test/server-process';
import type { ServerProcess } from '../test/server-process';
import { tempDataDir } from '../test/load';

// The test servers' start when the port the system called free is taken before the server listens
// (another process's listener or connection in between): it starts again on another port.
describe('a test server whose port is taken before it listens', () => {
  // Holds the port and hangs up on whoever calls it (the start's health checks of the first try).
  const holder = net.createServer((socket) => socket.destroy());
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => holder.close(resolve));
  });

  it('starts on another port', async () => {
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const taken = (holder.address() as net.AddressInfo).port;
    const given: number[] = [];
    const ports = async () => {
      const port = given.length === 0 ? taken : await freePort();
      given.push(port);
      return port;
    };
    server = await startServerProcess({ DATA_DIR: tempDataDir('rvtp-port-') }, { ports });
    expect(given[0]).toBe(taken);
    expect(given).toHaveLength(2);
    expect(new URL(server.url).port).toBe(String(given[1]));
    expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
  }, SERVER_START_GUARD_MS * 2);
});
