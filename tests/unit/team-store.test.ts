import { afterEach, describe, expect, it } from 'vitest';
import { makeTeamStore } from '@/store/team-store';
import { signedIn, signedOut } from '@/store/user-slice';

const sessionItems = () => ['teamMemberId', 'teamMemberName', 'teamMemberRole'].map((k) => sessionStorage.getItem(k));

afterEach(() => sessionStorage.clear());

describe("the team page's store", () => {
  it('holds the signed-in member, and keeps the three session items with it', () => {
    const store = makeTeamStore();
    expect(store.getState().user).toMatchObject({ isAuthenticated: false, userData: null });
    store.dispatch(signedIn({ memberId: 'RYF001', name: 'प्रिया', role: 'Coordinator' }));
    expect(store.getState().user).toMatchObject({ isAuthenticated: true, userData: { memberId: 'RYF001' } });
    expect(sessionItems()).toEqual(['RYF001', 'प्रिया', 'Coordinator']);
    store.dispatch(signedOut());
    expect(store.getState().user).toMatchObject({ isAuthenticated: false, userData: null });
    expect(sessionItems()).toEqual([null, null, null]);
  });

  it('tells the header when the member changes', () => {
    const store = makeTeamStore();
    let told = 0;
    const count = () => (told += 1);
    window.addEventListener('team-session-change', count);
    store.dispatch(signedIn({ memberId: 'RYF002', name: 'Amit', role: 'Volunteer' }));
    store.dispatch(signedOut());
    window.removeEventListener('team-session-change', count);
    expect(told).toBe(2);
  });

  it('carries only the user slice', () => {
    expect(Object.keys(makeTeamStore().getState())).toEqual(['user']);
  });
});
