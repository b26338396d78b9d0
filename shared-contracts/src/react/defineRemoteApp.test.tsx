import { CONTRACT_VERSION } from '../version';
import { defineRemoteApp } from './defineRemoteApp';

describe('defineRemoteApp', () => {
  // This module is the shell's shared singleton at run time: a remote built against another
  // contract must report its own build's version, not this copy's CONTRACT_VERSION.
  it("reports the contract version the remote's build names, not the shared copy's", () => {
    const other = `${Number(CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;
    const app = defineRemoteApp('catalog', () => null, { contractVersion: other, version: '1.2.0' });
    expect(app.contractVersion).toBe(other);
    expect(typeof app.mount).toBe('function');
  });
});
