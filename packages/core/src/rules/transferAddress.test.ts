import { describe, expect, it } from 'vitest';
import {
  isEthereumAddress,
  isNetworkV1Address,
  isNetworkV2Address,
  toChecksumAddress,
} from './transferAddress';

// EIP-55's own test vectors.
const CHECKSUMMED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('transfer addresses', () => {
  it('checksums like EIP-55', () => {
    for (const address of CHECKSUMMED)
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  });

  it('takes a checksummed, all-lower or all-upper Ethereum address and refuses a wrong checksum', () => {
    for (const address of CHECKSUMMED) {
      expect(isEthereumAddress(address)).toBe(true);
      expect(isEthereumAddress(address.toLowerCase())).toBe(true);
      expect(isEthereumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(true);
    }
    // One letter's case flipped breaks the checksum.
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
    expect(isEthereumAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isEthereumAddress('0xZZAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isNetworkV2Address(CHECKSUMMED[0]!)).toBe(true);
  });

  it.each([
    ['39 hex digits', `0x${'a'.repeat(39)}`],
    ['41 hex digits', `0x${'a'.repeat(41)}`],
    ['no 0x', 'a'.repeat(42)],
    ['a letter past f', `0x${'g'.repeat(40)}`],
    ['nothing', ''],
  ])('refuses an address of the wrong form, one case throughout: %s', (_case, address) => {
    expect(isEthereumAddress(address)).toBe(false);
  });

  it('takes the V1 format the custody hands out', () => {
    expect(isNetworkV1Address(`axc1${'q'.repeat(38)}`)).toBe(true);
    expect(isNetworkV1Address(`axc1${'q'.repeat(37)}`)).toBe(false);
    expect(isNetworkV1Address(`axc1${'b'.repeat(38)}`)).toBe(false); // 'b' is not in the bech32 alphabet
    expect(isNetworkV1Address(`AXC1${'Q'.repeat(38)}`)).toBe(false);
    expect(isNetworkV1Address(CHECKSUMMED[0]!)).toBe(false);
  });

  it.each([
    ['text before it', `zz${CHECKSUMMED[0]!.toLowerCase()}`],
    ['text after it', `${CHECKSUMMED[0]!}zz`],
    ['a line break after it', `${CHECKSUMMED[0]!.toLowerCase()}\n`],
  ])('an Ethereum address is the whole value: refuses %s', (_case, value) => {
    expect(isEthereumAddress(value)).toBe(false);
  });

  it.each([
    ['text before it', `q axc1${'q'.repeat(38)}`],
    ['a letter before it', `qaxc1${'q'.repeat(38)}`],
    ['39 characters after axc1', `axc1${'q'.repeat(39)}`],
  ])('a V1 address is the whole value: refuses %s', (_case, value) => {
    expect(isNetworkV1Address(value)).toBe(false);
  });
});
