import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// The addresses an external transfer may go to (seed 001 §5, §8). Checked the same way by the form and the bank.
// - Ethereum (external wallet) and AXIA network V2 (an EVM chain): '0x' + 40 hex digits; an address in mixed case
//   carries the EIP-55 checksum and must match it (all-lower or all-upper case carries none).
// - AXIA network V1 (and the Axtend bridge to it): the sandbox's bech32-style format, 'axc1' + 38 characters of the
//   bech32 alphabet, lower case (the format the bank's custody hands out as V1 deposit addresses).

const EVM_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const V1_PATTERN = /^axc1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/;

/** The EIP-55 checksummed form of a 40-hex-digit address. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++)
    out += parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  return out;
}

/** A real Ethereum address: the format, and the EIP-55 checksum when the letters are mixed case. */
export function isEthereumAddress(value: string): boolean {
  if (!EVM_PATTERN.test(value)) return false;
  const body = value.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toChecksumAddress(value) === value;
}

export const isNetworkV1Address = (value: string) => V1_PATTERN.test(value);
/**
 * V2 is an EVM chain: its addresses are checked like Ethereum's.
 * @alias of isEthereumAddress, named for the network
 */
export const isNetworkV2Address = isEthereumAddress;
