// npm run new-remote -- <name> </prefix> [title]
import path from 'node:path';
import { scaffoldRemote, ScaffoldRefusal } from './newRemote';

const [name, prefix, title] = process.argv.slice(2);
const root = path.resolve(__dirname, '..', '..');
if (!name || !prefix) {
  console.error('Usage: npm run new-remote -- <name> </prefix> [title]   e.g. npm run new-remote -- rewards /hadiah Hadiah');
  process.exit(1);
}
try {
  const written = scaffoldRemote(root, name, prefix, title);
  console.log(`Wrote ${written.length} files:\n  ${written.join('\n  ')}`);
  console.log(`Next: npm install (links mf-${name}), npm start: ${prefix} is served by ${name}.`);
  console.log('Adding a remote changes the contract: a shell and BFF with the new list go out first (docs/development.md).');
} catch (error) {
  if (error instanceof ScaffoldRefusal) {
    console.error(`Refused: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
