/**
 * Resolves in a new task, after the browser has had the chance to handle input and paint: a message, not a timer
 * (nested timers wait at least 4 ms each, and a course list hydrates in 50 steps). Issue 13: a slow phone's long
 * tasks, cut in pieces.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
