import { afterEach, describe, expect, it } from 'vitest';
import { storedSignedInName } from '@/lib/team/session-store';
import { makeTeamStore } from '@/store/team-store';
import { signedIn, signedOut } from '@/store/user-slice';

const storedName = () => sessionStorage.getItem('teamMemberName');

afterEach(() => sessionStorage.clear());

describe("the team page's store", () => {
  it("holds the signed-in member, and keeps this tab's note of their name with it", () => {
    const store = makeTeamStore();
    expect(store.getState().user).toMatchObject({ isAuthenticated: false, userData: null });
    store.dispatch(signedIn({ memberId: 'RYF001', name: 'प्रिया', role: 'Coordinator' }));
    expect(store.getState().user).toMatchObject({ isAuthenticated: true, userData: { memberId: 'RYF001' } });
    expect(storedName()).toBe('प्रिया');
    store.dispatch(signedOut());
    expect(store.getState().user).toMatchObject({ isAuthenticated: false, userData: null });
    expect(storedName()).toBeNull();
  });

  it('tells the header when the member changes', () => {
    const store = makeTeamStore();
    const told: (string | null)[] = [];
    const stop = storedSignedInName.subscribe(() => told.push(storedSignedInName.get()));
    store.dispatch(signedIn({ memberId: 'RYF002', name: 'Amit', role: 'Volunteer' }));
    store.dispatch(signedOut());
    stop();
    expect(told).toEqual(['Amit', null]);
  });

  it('carries only the user slice', () => {
    expect(Object.keys(makeTeamStore().getState())).toEqual(['user']);
  });
});
