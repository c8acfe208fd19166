/**
 * Space and Enter on a control inside the replay (a tab, a filter chip) work that control; they
 * must not also reach <bb-replay>'s own keys (Space plays and pauses).
 */
export const keepActivationKeys = (event: KeyboardEvent): void => {
  if (event.key === " " || event.key === "Enter") event.stopPropagation()
}
