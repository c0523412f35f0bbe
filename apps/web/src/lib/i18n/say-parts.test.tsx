import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import { sayParts } from './say-parts.tsx';

describe('sayParts: one message whose values may be elements', () => {
  it('sets each element where its placeholder is, keeping text values as text', () => {
    const { container } = render(
      <p>
        {sayParts(msg({ message: 'For {patient} ({id}) — recommended' }), { patient: <strong>Ann</strong>, id: 'a-1' })}
      </p>,
    );
    expect(container.innerHTML).toBe('<p>For <strong>Ann</strong> (a-1) — recommended</p>');
  });

  it('follows the message’s order of placeholders, not the order the values are given in', () => {
    const { container } = render(<p>{sayParts(msg({ message: '{b} before {a}' }), { a: <i>A</i>, b: <b>B</b> })}</p>);
    expect(container.innerHTML).toBe('<p><b>B</b> before <i>A</i></p>');
  });

  it('leaves out an absent element without leaving its marker', () => {
    const { container } = render(<p>{sayParts(msg({ message: 'Ann {badge}— done' }), { badge: null })}</p>);
    expect(container.textContent).toBe('Ann — done');
  });
});
