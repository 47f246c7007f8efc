let contador = 0;

/** Digits no other row of this test run has: the time, the worker's process and a counter. */
export function unico(): string {
  contador += 1;
  return `${Date.now() % 1e7}${process.pid % 100}${contador}`.slice(-11);
}
