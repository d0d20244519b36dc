import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/identity/password';

// A stored hash names its own cost (src/identity/password.ts): r and p may be written with two digits, as a later
// raise of the cost would write them. (The rest of the stored format: identity-rules-unit.test.ts.)

const PASSWORD = 'Corr3ct-Horse';
// PASSWORD with the 16-byte salt 'axia-test-salt-1' at ln=10, r=12, p=11, made once with node:crypto's scryptSync.
const SALT = 'YXhpYS10ZXN0LXNhbHQtMQ==';
const KEY = 'cf/EV5g6KkkMCOhzIx+uRY5GSNsM6n8pt1gfD/O0opA=';

describe('a stored hash at a cost with two-digit r and p', () => {
  it('verifies the password it was made from, and no other', async () => {
    const stored = `$scrypt$ln=10,r=12,p=11$${SALT}$${KEY}`;
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword('Corr3ct-Horsf', stored)).toBe(false);
  });
});
