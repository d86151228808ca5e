import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storedSignedInName, useSignedInName } from '@/lib/team/session-store';
import { makeTeamStore } from '@/store/team-store';
import { signedIn, signedOut } from '@/store/user-slice';

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

  it('shows the name once it is stored, and clears it again', () => {
    render(<SignedInName />);
    expect(shown()).toBe('');

    act(() => storedSignedInName.set('Priya Kumari'));
    expect(shown()).toBe('Priya Kumari');
    expect(window.sessionStorage.getItem('teamMemberName')).toBe('Priya Kumari');

    act(() => storedSignedInName.set(null));
    expect(shown()).toBe('');
    expect(window.sessionStorage.getItem('teamMemberName')).toBeNull();
  });

  it('shows the stored name on the first render', () => {
    window.sessionStorage.setItem('teamMemberName', 'Rahul Singh');
    render(<SignedInName />);
    expect(shown()).toBe('Rahul Singh');
  });

  it('keeps to this tab: a local storage item of the same name is another tab’s business', () => {
    render(<SignedInName />);
    act(() => {
      window.localStorage.setItem('teamMemberName', 'Someone Else');
      window.dispatchEvent(new StorageEvent('storage', { key: 'teamMemberName', storageArea: window.localStorage }));
    });
    expect(shown()).toBe('');
  });

  it("follows the team store's member: signed in, then out", () => {
    const store = makeTeamStore();
    render(<SignedInName />);
    act(() => {
      store.dispatch(signedIn({ memberId: 'RYF003', name: 'Amit Kumar', role: 'Volunteer' }));
    });
    expect(shown()).toBe('Amit Kumar');
    act(() => {
      store.dispatch(signedOut());
    });
    expect(shown()).toBe('');
  });
});
