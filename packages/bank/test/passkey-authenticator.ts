import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software authenticator for tests (ES256, node:crypto): it answers a registration and an assertion as a browser
 * with a platform passkey would serialise them (the JSON @simplewebauthn/server and Amplify read). One instance is
 * one passkey. Each answer can be spoiled on purpose (another origin or relying party, the user not verified, a
 * counter that does not grow, another type) to test what the bank refuses.
 */

type Bytes = Uint8Array;
const b64url = (bytes: Bytes) => Buffer.from(bytes).toString('base64url');
const fromB64url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));
const sha256 = (bytes: Bytes | string) =>
  new Uint8Array(createHash('sha256').update(bytes).digest());

// The authenticator data's flags (WebAuthn §6.1).
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const BACKUP_ELIGIBLE = 0x08;
const BACKED_UP = 0x10;
const ATTESTED_CREDENTIAL = 0x40;

type Cbor = number | string | Bytes | Cbor[] | Map<number | string, Cbor>;

/** The small part of CBOR (RFC 8949) an attestation needs: integers, byte and text strings, arrays, maps. */
function cbor(value: Cbor): Bytes {
  const head = (major: number, length: number): number[] => {
    const type = major << 5;
    if (length < 24) return [type | length];
    if (length < 0x100) return [type | 24, length];
    if (length < 0x10000) return [type | 25, length >> 8, length & 0xff];
    return [
      type | 26,
      (length >>> 24) & 0xff,
      (length >> 16) & 0xff,
      (length >> 8) & 0xff,
      length & 0xff,
    ];
  };
  if (typeof value === 'number')
    return new Uint8Array(value >= 0 ? head(0, value) : head(1, -1 - value));
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([Buffer.from(head(3, text.length)), text]);
  }
  if (value instanceof Uint8Array)
    return Buffer.concat([Buffer.from(head(2, value.length)), value]);
  if (Array.isArray(value))
    return Buffer.concat([Buffer.from(head(4, value.length)), ...value.map(cbor)]);
  const entries = [...value.entries()].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([Buffer.from(head(5, value.size)), ...entries]);
}

const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** What a test may spoil in one answer. */
interface Spoil {
  /** The origin the browser reports (default: the authenticator's origin). */
  origin?: string;
  /** The relying party id whose hash the authenticator data carries (default: the one asked for). */
  rpId?: string;
  /** False: the authenticator did not verify the user (no PIN or biometric). */
  userVerified?: boolean;
  /** The signature counter to send (default: the next one, or 0 for an authenticator keeping none). */
  counter?: number;
  /** clientDataJSON's type (default 'webauthn.get'; Secure Payment Confirmation says 'payment.get'). */
  type?: string;
  /** The credential id to claim (default: this passkey's). */
  credentialId?: string;
}

interface RegistrationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
}

interface AssertionOptions {
  challenge: string;
  rpId?: string;
}

export class SoftwareAuthenticator {
  private constructor(
    private readonly key: KeyObject,
    readonly credentialId: string,
    public userHandle: string | null,
    public counter: number,
    readonly keepsCounter: boolean,
    readonly backedUp: boolean,
    readonly origin: string,
  ) {}

  /**
   * A new passkey used from `origin` (the page the browser shows). `keepsCounter` false: the counter stays 0, as
   * synced passkeys do; `backedUp`: a synced (multi-device) passkey.
   */
  static create(
    origin: string,
    { keepsCounter = true, backedUp = false }: { keepsCounter?: boolean; backedUp?: boolean } = {},
  ) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    return new SoftwareAuthenticator(
      privateKey,
      b64url(randomBytes(16)),
      null,
      0,
      keepsCounter,
      backedUp,
      origin,
    );
  }

  /** The COSE public key (EC2, ES256) as an authenticator puts it in its attestation. */
  cosePublicKey(): Bytes {
    const jwk = this.key.export({ format: 'jwk' });
    return cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, fromB64url(jwk.x!)],
        [-3, fromB64url(jwk.y!)],
      ]),
    );
  }

  private flags(userVerified: boolean) {
    return (
      USER_PRESENT |
      (userVerified ? USER_VERIFIED : 0) |
      (this.backedUp ? BACKUP_ELIGIBLE | BACKED_UP : 0)
    );
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** navigator.credentials.create's answer to `options` (attestation 'none'), serialised as Amplify sends it. */
  register(options: RegistrationOptions, spoil: Omit<Spoil, 'type' | 'credentialId'> = {}) {
    const rpId = spoil.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const userVerified = spoil.userVerified ?? true;
    this.userHandle = options.user.id;
    const credentialIdBytes = fromB64url(this.credentialId);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialIdBytes.length);
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(userVerified) | ATTESTED_CREDENTIAL]),
      uint32(spoil.counter ?? this.counter),
      Buffer.alloc(16), // AAGUID: none given
      idLength,
      credentialIdBytes,
      this.cosePublicKey(),
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authenticatorData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(
          this.clientData('webauthn.create', options.challenge, spoil.origin ?? this.origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const, 'hybrid' as const],
        publicKeyAlgorithm: -7,
        authenticatorData: b64url(authenticatorData),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** navigator.credentials.get's answer to `options`, serialised as Amplify and @simplewebauthn/browser send it. */
  assert(options: AssertionOptions, spoil: Spoil = {}) {
    const rpId = spoil.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    if (spoil.counter === undefined && this.keepsCounter) this.counter += 1;
    const counter = spoil.counter ?? this.counter;
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(spoil.userVerified ?? true)]),
      uint32(counter),
    ]);
    const clientDataJSON = this.clientData(
      spoil.type ?? 'webauthn.get',
      options.challenge,
      spoil.origin ?? this.origin,
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.key,
    );
    const credentialId = spoil.credentialId ?? this.credentialId;
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}
