/**
 * The viewer's settings that outlast the page (the board explained on or off), kept in the
 * browser's localStorage under "sidelines:<name>". Where storage is refused (a private window,
 * an embedding page's sandbox), the setting holds for this page only.
 */
const key = (name: string): string => `sidelines:${name}`

export const readFlag = (name: string, fallback: boolean): boolean => {
  try {
    const stored = globalThis.localStorage?.getItem(key(name))
    return stored === "on" ? true : stored === "off" ? false : fallback
  } catch {
    return fallback
  }
}

export const writeFlag = (name: string, value: boolean): void => {
  try {
    globalThis.localStorage?.setItem(key(name), value ? "on" : "off")
  } catch {
    // Not kept: the page still follows the choice.
  }
}
