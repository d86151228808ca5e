import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifySessionChange, useSignedInName } from '@/lib/team/session-store';

function SignedInName() {
  const name = useSignedInName();
  return <p data-testid="name">{name}</p>;
}

const shown = () => screen.getByTestId('name').textContent;

describe('useSignedInName', () => {
  afterEach(() => window.sessionStorage.clear());

  it("is '' when nothing is stored", () => {
    render(<SignedInName />);
    expect(shown()).toBe('');
  });

  it('shows the name once the items are stored and a change is announced, and clears it again', () => {
    render(<SignedInName />);
    expect(shown()).toBe('');

    act(() => {
      window.sessionStorage.setItem('teamMemberId', 'RYF001');
      window.sessionStorage.setItem('teamMemberName', 'Priya Kumari');
      window.sessionStorage.setItem('teamMemberRole', 'Coordinator');
      notifySessionChange();
    });
    expect(shown()).toBe('Priya Kumari');

    act(() => {
      window.sessionStorage.removeItem('teamMemberId');
      window.sessionStorage.removeItem('teamMemberName');
      window.sessionStorage.removeItem('teamMemberRole');
      notifySessionChange();
    });
    expect(shown()).toBe('');
  });

  it('shows the stored name on the first render', () => {
    window.sessionStorage.setItem('teamMemberId', 'RYF002');
    window.sessionStorage.setItem('teamMemberName', 'Rahul Singh');
    render(<SignedInName />);
    expect(shown()).toBe('Rahul Singh');
  });

  it("is '' when a name is stored without a member id", () => {
    window.sessionStorage.setItem('teamMemberName', 'Orphan Name');
    render(<SignedInName />);
    expect(shown()).toBe('');
  });
});
