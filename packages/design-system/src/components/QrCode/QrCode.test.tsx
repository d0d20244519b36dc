import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode';

function modulesOf(image: HTMLElement) {
  // qrcode.react draws the background path first, then the modules.
  return image.querySelectorAll('path')[1]?.getAttribute('d');
}

describe('QrCode', () => {
  it('is an image named by its label, drawn locally as SVG', () => {
    render(<QrCode value="bc1qexample" label="QR code for deposit address" />);
    const image = screen.getByRole('img', { name: 'QR code for deposit address' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(modulesOf(image)).toMatch(/^M/);
    // Nothing is fetched from a chart service.
    expect(document.querySelector('img, image, [src], [href]')).toBeNull();
  });

  it('encodes the value: different values draw different modules', () => {
    const { rerender } = render(<QrCode value="first" label="Code" />);
    const first = modulesOf(screen.getByRole('img', { name: 'Code' }));
    rerender(<QrCode value="second" label="Code" />);
    expect(modulesOf(screen.getByRole('img', { name: 'Code' }))).not.toBe(first);
  });

  it('renders at the requested size with a 4-module quiet zone', () => {
    render(<QrCode value="abc" label="Code" size={160} />);
    const image = screen.getByRole('img', { name: 'Code' });
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '160');
    // A version-1 code is 21 modules wide; the quiet zone adds 4 on each side.
    expect(image).toHaveAttribute('viewBox', '0 0 29 29');
  });

  it('draws modules in the text colour on a CSS background', () => {
    render(<QrCode value="abc" label="Code" />);
    const paths = screen.getByRole('img', { name: 'Code' }).querySelectorAll('path');
    expect(paths[0]).toHaveAttribute('fill', 'transparent');
    expect(paths[1]).toHaveAttribute('fill', 'currentColor');
  });

  it('shows the value as a caption only when asked', () => {
    const { rerender } = render(<QrCode value="bc1qexample" label="Code" />);
    expect(screen.queryByText('bc1qexample')).toBeNull();
    rerender(<QrCode value="bc1qexample" label="Code" showValue />);
    expect(screen.getByText('bc1qexample').tagName).toBe('FIGCAPTION');
  });
});
