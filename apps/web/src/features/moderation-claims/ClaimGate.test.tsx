import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClaimGate } from './ClaimGate';

describe('ClaimGate', () => {
  it('disables the decision while another admin holds the item, saying who', () => {
    render(
      <ClaimGate holder="rival">
        <button type="button">Approve</button>
      </ClaimGate>,
    );
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(screen.getByText('@rival is working on this')).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAccessibleDescription('@rival is working on this');
  });

  it('leaves a free item alone', () => {
    render(
      <ClaimGate holder={null}>
        <button type="button">Approve</button>
      </ClaimGate>,
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.queryByText(/is working on this/)).toBeNull();
  });
});
