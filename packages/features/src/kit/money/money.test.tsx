import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleWireDepositInfo } from './fixtures';
import { SanitizedHtml, sanitizeHtml } from './SanitizedHtml';
import { EMPTY_SOURCE_OF_FUNDS, sourceOfFundsDeclaration } from './sourceOfFunds';
import { isUsableWireDepositInfo } from './WireDepositInstructions';

// The money pieces' rules: the source-of-funds declaration's form state (seed 001 §5) and the wire instructions
// (§3, §8), with the sanitiser of their rich text.

describe('the source-of-funds declaration (§5)', () => {
  const sign = (value: Partial<typeof EMPTY_SOURCE_OF_FUNDS>) =>
    sourceOfFundsDeclaration({ ...EMPTY_SOURCE_OF_FUNDS, ...value }, 'Ada Lovelace', '2026-11-10');

  it('is incomplete until a source is chosen and the declaration accepted', () => {
    expect(sign({})).toBeNull();
    expect(sign({ source: 'Gift' })).toBeNull();
    expect(sign({ accepted: true })).toBeNull();
    expect(sign({ source: 'Gift', accepted: true })).toEqual({
      source: 'Gift',
      declarationAccepted: true,
      signature: 'Ada Lovelace',
      date: '2026-11-10',
    });
  });

  it('needs non-blank text for Other, and trims it; other sources send no text', () => {
    expect(sign({ source: 'Other', accepted: true, otherText: '   ' })).toBeNull();
    expect(sign({ source: 'Other', accepted: true, otherText: '  Sold a car ' })).toMatchObject({
      source: 'Other',
      otherText: 'Sold a car',
    });
    expect(sign({ source: 'Income', accepted: true, otherText: 'left over' })).not.toHaveProperty(
      'otherText',
    );
  });

  it('needs a signature', () => {
    expect(
      sourceOfFundsDeclaration(
        { source: 'Gift', otherText: '', accepted: true },
        ' ',
        '2026-11-10',
      ),
    ).toBeNull();
  });
});

describe('the wire instructions and their rich text', () => {
  it('counts instructions with a blank bank field as empty', () => {
    expect(isUsableWireDepositInfo(sampleWireDepositInfo)).toBe(true);
    expect(isUsableWireDepositInfo({ ...sampleWireDepositInfo, bankAba: '' })).toBe(false);
    expect(isUsableWireDepositInfo({ bankName: 'x' })).toBe(false);
    expect(isUsableWireDepositInfo(null)).toBe(false);
    expect(isUsableWireDepositInfo({ enabled: true, header: '', body: '' })).toBe(false);
  });

  it('strips scripts, event handlers, javascript: links, styles and form controls; keeps the text', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hello <strong>there</strong></p>' +
        '<ul><li>One</li><li onmouseover="steal()">Two</li></ul>' +
        '<script>steal()</script><img src="x" onerror="steal()" alt="">' +
        '<a href="javascript:steal()">bad link</a> <a href="https://example.com/faq">FAQ</a>' +
        '<span style="position:fixed">styled</span><form><input name="pin"></form>' +
        '<iframe src="https://example.com"></iframe>',
    );
    expect(clean).not.toMatch(
      /script|onclick|onmouseover|onerror|javascript:|style=|<form|<input|<iframe/i,
    );
    expect(clean).toContain('<p>Hello <strong>there</strong></p>');
    expect(clean).toContain('<ul><li>One</li><li>Two</li></ul>');
    expect(clean).toContain('<a href="https://example.com/faq">FAQ</a>');
    expect(clean).toContain('styled');
  });

  it('renders the sanitised HTML only', () => {
    const { container } = render(
      <SanitizedHtml html={sampleWireDepositInfo.wireDepositInformation} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onmouseover], [onerror]')).toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(3);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
