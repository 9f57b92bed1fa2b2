import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from '@chapkhana/web-kit/components/tagged-text';

const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;

describe('TaggedText', () => {
  it('draws each <name>…</name> part with its own element and keeps the text around them', () => {
    const { container } = render(
      <TaggedText
        text="Page size <size>85 × 55 mm</size> + <bleed>3 mm</bleed> bleed on each side"
        parts={{ size: ltr, bleed: ltr }}
      />,
    );
    expect(container.textContent).toBe('Page size 85 × 55 mm + 3 mm bleed on each side');
    const isolated = [...container.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent);
    expect(isolated).toEqual(['85 × 55 mm', '3 mm']);
  });

  it('draws a part at the start with text after it (a Kurdish tier: "<n>100+</n> دانە")', () => {
    const { container } = render(<TaggedText text="<n>100+</n> دانە" parts={{ n: ltr }} />);
    expect(container.innerHTML).toBe('<bdi dir="ltr">100+</bdi> دانە');
  });

  it('leaves a tag it has no part for as the plain text between its markers', () => {
    const { container } = render(<TaggedText text="a <b>bold</b> word" parts={{}} />);
    expect(container.innerHTML).toBe('a bold word');
  });

  it('shows text without tags as it is, including a lone "<"', () => {
    const { container } = render(<TaggedText text="less than < 5" parts={{ n: ltr }} />);
    expect(container.textContent).toBe('less than < 5');
  });
});
