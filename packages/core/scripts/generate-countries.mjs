import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { countryRows, renderCountryModule } from './countries-source.mjs';

const target = new URL('../src/countries/data.ts', import.meta.url);
writeFileSync(target, await renderCountryModule(countryRows(), fileURLToPath(target)));
console.log(`wrote ${countryRows().length} countries to ${target.pathname}`);
