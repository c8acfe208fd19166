/** A system error in a few words: the ones a user can act on by name, the rest as Node words them. */
export const ioReason = (cause: unknown): string => {
  const code = cause instanceof Error && "code" in cause ? String(cause.code) : ""
  switch (code) {
    case "ENOENT":
      return "no such file"
    case "ENOSPC":
      return "no space left on the device"
    case "EDQUOT":
      return "disk quota exceeded"
    case "EACCES":
    case "EPERM":
      return "permission denied"
    case "EROFS":
      return "read-only file system"
    case "EISDIR":
      return "it is a folder"
    case "ENOTDIR":
      return "a folder on its path is a file"
    default:
      return cause instanceof Error ? cause.message : String(cause)
  }
}
