/** Why a replay cannot be imported at all: the CLI's exit 2, never a crash. */
export class FfbImportError extends Error {
  override readonly name = "FfbImportError"
}
