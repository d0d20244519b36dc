import { writeFileSync } from 'node:fs';
import { openApiDocument } from './document';

// `npm run build` writes the document next to the bundle (dist/openapi.json), the same one GET /api/openapi.json
// serves: a client can be generated from it without running the bank (README).
const target = process.argv[2] ?? new URL('./openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`OpenAPI document written to ${String(target)}`);
