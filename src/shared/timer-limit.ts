// The longest delay Node's timers hold: 2^31 - 1 ms (about 24.8 days). A longer one is not refused by Node but
// cut to 1 ms, so a time limit given in milliseconds is checked against this before it reaches a timer.
export const MAX_TIMER_MS = 2 ** 31 - 1;
