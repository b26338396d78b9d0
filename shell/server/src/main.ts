// Starts the BFF from the environment; stops cleanly on SIGINT/SIGTERM.
import { ConfigError, loadConfig } from './config';
import { buildServer } from './app';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildServer(config);
  await app.listen({ host: config.host, port: config.port });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
