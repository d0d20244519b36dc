// Where the cognito-local project's processes listen (read by its Playwright config, its start script's caller and
// its spec): a bank with the sandbox off whose customers and staff sign in at cognito-local, and the bank's
// PostgreSQL (the bank's own: the suite acts through the bank's APIs, never its database).
export const COGNITO_BANK_PORT = Number(process.env.E2E_COGNITO_BANK_PORT ?? 8191);
export const COGNITO_BANK_URL = `http://127.0.0.1:${COGNITO_BANK_PORT}`;
export const COGNITO_PORT = Number(process.env.E2E_COGNITO_PORT ?? 9329);
export const COGNITO_ENDPOINT = `http://127.0.0.1:${COGNITO_PORT}`;
export const COGNITO_PG_PORT = Number(process.env.E2E_COGNITO_PG_PORT ?? 15299);
