/** A signed-in team member as the interface knows them (from the sign-in token's claims). */
export interface SignedInMember {
  memberId: string;
  name: string;
  role: string;
}
