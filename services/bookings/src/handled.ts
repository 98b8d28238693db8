// Work started early and awaited later (two independent reads asked at once, slices read ahead).

/**
 * The promise itself, marked as handled: if it fails while the caller awaits something else first,
 * that is not an unhandled rejection (which stops the process); the caller still gets the error
 * when it awaits this promise.
 */
export function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
