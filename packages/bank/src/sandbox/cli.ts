// `npm run sandbox -w @axia/bank -- <command>`: the sandbox admin CLI.
console.log('usage: sandbox <command>');
