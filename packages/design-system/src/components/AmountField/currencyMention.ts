import { isValidElement, type ReactNode } from 'react';

/**
 * The text of a label or description as far as it can be read without rendering it: strings, numbers, and the
 * children of elements ('' for anything else).
 */
export function plainText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => plainText(child)).join(' ');
  if (isValidElement<{ children?: ReactNode }>(node)) return plainText(node.props.children);
  return '';
}

/** Whether any of the texts names the currency code as a word ('… in USD.' names USD; 'USDC 5' does not). */
export function namesCurrency(code: string, ...texts: ReactNode[]): boolean {
  return texts.some((text) =>
    plainText(text)
      .split(/[^\p{L}\p{N}]+/u)
      .includes(code),
  );
}
