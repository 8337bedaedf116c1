/** Resolves in a new task, after the tasks already queued (a MessageChannel message: no 4 ms clamp). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
