// The hero's decor is a separate entry of the ui package, so it and this module form their own lazy chunk.
import { CursorTrail, NetworkCanvas } from '@zk/ui/decor';

/** The hero's decorative motion, loaded lazily after hydration. */
export function HeroDecor() {
  return (
    <>
      <NetworkCanvas nodes={50} />
      <CursorTrail dots={15} />
    </>
  );
}
