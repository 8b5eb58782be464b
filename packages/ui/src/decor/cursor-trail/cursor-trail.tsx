import { useEffect, useRef, type HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { useMotionAllowed } from '../use-motion-allowed';

export interface CursorTrailProps extends HTMLAttributes<HTMLDivElement> {
  /** Number of dots following the pointer. */
  dots?: number;
}

/**
 * Dots that follow the mouse pointer across the parent element (which must be positioned).
 * Decorative: hidden from assistive technology, never intercepts clicks, absent under reduced
 * motion and on touch screens, and idle when the pointer rests, leaves, or the parent is off-screen.
 */
export function CursorTrail({ dots = 15, className, ...props }: CursorTrailProps) {
  const allowed = useMotionAllowed();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    const host = root?.parentElement;
    if (!allowed || !root || !host) return;
    const nodes = Array.from(root.children) as HTMLElement[];
    const points = nodes.map(() => ({ x: 0, y: 0 }));
    const target = { x: 0, y: 0 };
    let frame = 0;
    let onScreen = true;

    const step = () => {
      frame = 0;
      let moving = false;
      points.forEach((point, i) => {
        const lead = i === 0 ? target : points[i - 1]!;
        point.x += (lead.x - point.x) * 0.38;
        point.y += (lead.y - point.y) * 0.38;
        if (Math.abs(lead.x - point.x) + Math.abs(lead.y - point.y) > 0.2) moving = true;
        nodes[i]!.style.transform = `translate3d(${point.x}px, ${point.y}px, 0)`;
      });
      if (moving) schedule();
    };
    const schedule = () => {
      if (!frame && onScreen && !document.hidden) frame = requestAnimationFrame(step);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const rect = host.getBoundingClientRect();
      target.x = event.clientX - rect.left;
      target.y = event.clientY - rect.top;
      if (root.dataset.state !== 'active') {
        for (const point of points) Object.assign(point, target);
        root.dataset.state = 'active';
      }
      schedule();
    };
    const onLeave = () => {
      root.dataset.state = 'idle';
    };
    const observer = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true;
    });
    observer.observe(host);
    host.addEventListener('pointermove', onMove, { passive: true });
    host.addEventListener('pointerleave', onLeave);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      host.removeEventListener('pointermove', onMove);
      host.removeEventListener('pointerleave', onLeave);
    };
  }, [allowed, dots]);

  if (!allowed) return null;
  return (
    <div
      ref={ref}
      aria-hidden
      data-decor="cursor-trail"
      data-state="idle"
      className={cn(
        'pointer-events-none absolute inset-0 -z-10 overflow-hidden opacity-0 transition-opacity duration-500 data-[state=active]:opacity-100',
        className,
      )}
      {...props}
      data-slot="cursor-trail"
    >
      {Array.from({ length: dots }, (_, i) => {
        const size = 10 - (i * 7) / Math.max(dots - 1, 1);
        return (
          <span
            key={i}
            className="absolute top-0 left-0 rounded-full bg-accent will-change-transform"
            style={{
              width: size,
              height: size,
              margin: -size / 2,
              opacity: 0.55 * (1 - i / dots),
              boxShadow: i === 0 ? '0 0 16px 2px rgb(34 211 238 / 0.45)' : undefined,
            }}
          />
        );
      })}
    </div>
  );
}
