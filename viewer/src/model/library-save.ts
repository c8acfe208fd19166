import type { Library, SavedMatch } from "./library.js"
import type { LoadedLog } from "./load.js"

export const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * Saves an opened log, then refreshes the page's list, and says what happened. The two can fail
 * apart: a list that could not be redrawn after a save does not make the match unsaved.
 */
export const saveOpened = async (library: Library, loaded: LoadedLog, refresh: () => Promise<void>): Promise<{ readonly saved: SavedMatch | null; readonly message: string }> => {
  let saved: SavedMatch
  let added: boolean
  try {
    ;({ match: saved, added } = await library.save(loaded.name, loaded.text, loaded))
  } catch (error) {
    return { saved: null, message: `Opened ${loaded.name}, but it could not be saved: ${reason(error)}` }
  }
  const done = added ? `Saved ${loaded.name} in this browser.` : `${loaded.name} was already saved in this browser${saved.name === loaded.name ? "" : ` as ${saved.name}`}.`
  try {
    await refresh()
  } catch (error) {
    return { saved, message: `${done} The list could not be refreshed: ${reason(error)}` }
  }
  return { saved, message: done }
}
