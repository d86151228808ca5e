// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_ROLES, canTakeAttendance, ROLES } from '@/lib/team/roles';

describe('who takes attendance', () => {
  it('is the coach and the coordinator, no one else, nor an unknown role', () => {
    expect(ATTENDANCE_ROLES).toEqual(['Coordinator', 'RUFC Coach']);
    expect(ROLES.filter(canTakeAttendance)).toEqual(['Coordinator', 'RUFC Coach']);
    expect(canTakeAttendance('Volunteer')).toBe(false);
    expect(canTakeAttendance('Treasurer')).toBe(false);
    expect(canTakeAttendance('coach')).toBe(false);
  });
});
