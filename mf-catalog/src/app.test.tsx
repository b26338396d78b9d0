// The build compiles in the contract this remote was built against (__MV_CONTRACT_VERSION__,
// rspack.base.config.ts); './app' reports that one, whatever the shared copy says.
describe("the catalog's './app'", () => {
  const global = globalThis as { __MV_CONTRACT_VERSION__?: string; __MV_REMOTE_VERSION__?: string };
  afterEach(() => {
    delete global.__MV_CONTRACT_VERSION__;
    delete global.__MV_REMOTE_VERSION__;
    jest.resetModules();
  });

  it('reports the contract version its build was made against', async () => {
    global.__MV_CONTRACT_VERSION__ = '1.9.0';
    global.__MV_REMOTE_VERSION__ = '1.2.0';
    const app = await import('./app');
    expect(app.contractVersion).toBe('1.9.0');
    expect(app.default.contractVersion).toBe('1.9.0');
  });

  it("without a build (jest) it is the checkout's own CONTRACT_VERSION", async () => {
    const [{ CONTRACT_VERSION }, app] = await Promise.all([import('shared-contracts'), import('./app')]);
    expect(app.contractVersion).toBe(CONTRACT_VERSION);
  });
});
