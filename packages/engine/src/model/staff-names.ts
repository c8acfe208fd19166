import type { MatchStarted } from "@sidelines/schema"

/**
 * (In)Famous Coaching Staff by name: the header brings each as `infamous-coaching-staff` with a
 * `name`. A leaf module, so the staff's own files (which inducements/staff/infamous-staff.ts imports) can share
 * these without an import cycle.
 */
export const INFAMOUS_STAFF = "infamous-coaching-staff"

/** The test for one staff member's name in a header, case aside. */
export const namedStaff = (staff: string) => (name: string | undefined): boolean => name !== undefined && name.toLowerCase() === staff.toLowerCase()

/** Whether the team hires the staff member the test names. */
export const hiresStaff = (team: MatchStarted["teams"][number], is: (name: string | undefined) => boolean): boolean =>
  team.inducements.some((i) => i.id === INFAMOUS_STAFF && is(i.name))
