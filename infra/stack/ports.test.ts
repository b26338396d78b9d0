import net from 'node:net';
import { assertPortFree, freePort, portTakenMessage } from './ports';

describe('assertPortFree', () => {
  it('resolves for a free port, and leaves it free', async () => {
    const port = await freePort('127.0.0.1');
    await expect(assertPortFree('127.0.0.1', port)).resolves.toBeUndefined();
    await expect(assertPortFree('127.0.0.1', port)).resolves.toBeUndefined();
  });

  it('says in Indonesian which port is taken and how to start on another', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      await expect(assertPortFree('127.0.0.1', port)).rejects.toThrow(portTakenMessage(port));
      expect(portTakenMessage(port)).toContain(`PORT=${port + 1} npm start`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
