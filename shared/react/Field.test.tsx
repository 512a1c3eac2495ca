import { render, screen } from '@testing-library/react';
import { Field } from './Field';

/** What a screen reader reads as the input's description: the texts its aria-describedby names, in order. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Field', () => {
  it('an error above shows only while there is one, read before the help', () => {
    const { rerender } = render(<Field label="Password" hint={<span>Eight characters</span>} />);
    const input = screen.getByLabelText('Password');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(description(input)).toBe('Eight characters');
    rerender(<Field label="Password" hint={<span>Eight characters</span>} error="Too short" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Too short Eight characters');
    // Above the input: between the label and it.
    expect(screen.getByRole('alert').compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('an error below sits in a live region kept under the input, read after the help', () => {
    const { rerender } = render(<Field label="Start" errorAt="below" hint="Ten minutes before" />);
    const input = screen.getByLabelText('Start');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(description(input)).toBe('Ten minutes before');
    rerender(<Field label="Start" errorAt="below" hint="Ten minutes before" error="Too soon" />);
    expect(description(input)).toBe('Ten minutes before Too soon');
    expect(input.compareDocumentPosition(screen.getByRole('alert')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a caller’s own aria-invalid wins (the host panels mark a field their summary names)', () => {
    render(<Field label="Email" aria-invalid={false} error={null} />);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');
  });
});
