/**
 * Lets the page paint and handle input before the next slice: a task of its own, queued behind
 * whatever is waiting (a message, an input event, a frame). A MessageChannel, not setTimeout,
 * whose nested calls the browser holds back 4 ms each.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = () => {
      port1.close()
      resolve()
    }
    port2.postMessage(null)
  })
