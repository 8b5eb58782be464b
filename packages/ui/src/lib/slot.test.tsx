import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './slot';

describe('Slot', () => {
  it('renders the child element with the slot’s attributes and both class names', () => {
    render(
      <Slot className="slot" aria-label="Go" data-variant="primary">
        <a href="/en/contact" className="child">
          Contact
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('href', '/en/contact');
    expect(link).toHaveAttribute('data-variant', 'primary');
    expect(link.className).toBe('slot child');
  });

  it('lets the child’s own props win and calls both click handlers, the child’s first', async () => {
    const calls: string[] = [];
    render(
      <Slot id="slot" onClick={() => calls.push('slot')}>
        <button type="button" id="child" onClick={() => calls.push('child')}>
          Press
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button');
    expect(button.id).toBe('child');
    await userEvent.click(button);
    expect(calls).toEqual(['child', 'slot']);
  });

  it('gives the element to the slot’s ref and the child’s ref', () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    render(
      <Slot ref={slotRef}>
        <span ref={childRef}>x</span>
      </Slot>,
    );
    expect(slotRef.current?.tagName).toBe('SPAN');
    expect(childRef).toHaveBeenCalledWith(slotRef.current);
  });

  it('renders nothing without an element child', () => {
    const { container } = render(<Slot>text</Slot>);
    expect(container).toBeEmptyDOMElement();
  });
});
