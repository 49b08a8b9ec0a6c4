/**
 * Runs `run` once `waitMs` after the last `schedule()`; `flush()` runs a pending call now and
 * `cancel()` drops it. The Design screen saves a draft this way (~700 ms after the last edit).
 */
export function debounce(run: () => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    schedule() {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        run();
      }, waitMs);
    },
    flush() {
      if (timer === null) return;
      cancel();
      run();
    },
    cancel,
    get pending() {
      return timer !== null;
    },
  };
}
