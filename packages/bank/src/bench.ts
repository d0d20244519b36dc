// `npm run bench -w @axia/bank`: requests/s and latency of GET /account and InitiateAuth on both engines.
console.log('bench: not yet implemented');
