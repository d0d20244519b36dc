import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonShape, SkeletonText } from './Skeleton';

describe('Skeleton', () => {
  it('is one status named by its label, with every shape hidden from assistive tech', () => {
    const { container } = render(
      <Skeleton label="Loading accounts">
        <SkeletonShape shape="circle" />
        <SkeletonText lines={2} />
        <SkeletonShape height={80} />
      </Skeleton>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading accounts');
    const shapes = container.querySelectorAll('[data-skeleton]');
    expect(shapes).toHaveLength(4);
    for (const shape of shapes) expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("defaults to three text lines and the label 'Loading…'", () => {
    const { container } = render(<Skeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('[data-skeleton="text"]')).toHaveLength(3);
  });

  it('shortens the last line of a paragraph and sizes shapes', () => {
    const { container } = render(
      <>
        <SkeletonText lines={3} width={200} />
        <SkeletonShape shape="circle" width={32} />
      </>,
    );
    const lines = container.querySelectorAll<HTMLElement>('[data-skeleton="text"]');
    expect(lines[0]?.style.width).toBe('200px');
    expect(lines[2]?.style.width).toBe('60%');
    const circle = container.querySelector<HTMLElement>('[data-skeleton="circle"]');
    expect(circle?.style.height).toBe('32px');
  });
});
