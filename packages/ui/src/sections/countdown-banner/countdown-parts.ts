export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a remaining time in ms into whole days, hours, minutes and seconds (never negative). */
export function splitRemaining(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * SPEC section 4, exactly as written: the digits turn red when days is 0, or hours are below 12,
 * or minutes below 30, or seconds below 30 (any one unit suffices).
 */
export function isUrgent({ days, hours, minutes, seconds }: CountdownParts): boolean {
  return days === 0 || hours < 12 || minutes < 30 || seconds < 30;
}
