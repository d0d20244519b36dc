// Run as a child process by open.ts: creates a new PGlite data directory, then exits to free its memory.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: initdb-child <dataDir>');
const db = new PGlite(dataDir);
await db.waitReady;
await db.close();
