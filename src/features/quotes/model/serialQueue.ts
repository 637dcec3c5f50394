/** Runs tasks one after another in the order they were queued; a failing task does not stop the ones after it. */
export type SerialQueue = <T>(task: () => Promise<T>) => Promise<T>;

/** A queue that serialises saves, so two quick saves reach the server one after the other and both persist. */
export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
