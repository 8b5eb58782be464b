import { useEffect, useRef, type CanvasHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { useMotionAllowed } from '../use-motion-allowed';

export interface NetworkCanvasProps extends CanvasHTMLAttributes<HTMLCanvasElement> {
  /** Number of drifting nodes. */
  nodes?: number;
  /** Nodes closer than this many CSS pixels are joined by a line. */
  linkDistance?: number;
  /** Colour of nodes and lines as an RGB triplet, such as `34 211 238`. */
  rgb?: string;
  /** How long the nodes drift at full speed from the first frame, in ms, before they ease to rest. */
  openingMs?: number;
}

interface Node {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/** Frames per second: the drift is slow (under 1 px a frame at this rate), so more would only cost. */
const framesPerSecond = 30;
/** How long the drift takes to slow from full speed to rest, and to pick up again. */
const easeMs = 1500;
/** How long the nodes drift on after the pointer last moved over the section. */
const wakeMs = 3000;

/**
 * How strongly a point is drawn: faint (0.2) at the centre, where the section's text sits, rising to
 * full strength at an ellipse of 55 % of the width and 50 % of the height around it. Drawn into the
 * lines and nodes rather than laid over the canvas as a CSS mask, which made the browser composite the
 * whole canvas through the mask on every frame (measured in Chromium without a GPU: a core's 83 % at
 * 60 frames a second against 32 % without the mask).
 */
export function vignette(x: number, y: number, width: number, height: number): number {
  const distance = Math.hypot((x - width / 2) / (0.55 * width), (y - height / 2) / (0.5 * height));
  return 0.2 + 0.8 * Math.min(1, distance);
}

/**
 * A slowly drifting network of nodes and lines drawn on one canvas, behind a section. Decorative:
 * hidden from assistive technology, never intercepts clicks, absent under reduced motion and on
 * touch screens. It drifts for its opening (`openingMs`), then eases to rest and stops drawing: a
 * canvas redrawn every frame cost a third of a core for as long as the page was open. Moving the
 * pointer over the section sets it drifting again for a few seconds. It draws 30 frames a second
 * while it moves, none at rest, while the tab is hidden or while it is off-screen, and is fainter
 * towards its centre.
 */
export function NetworkCanvas({
  nodes = 50,
  linkDistance = 150,
  rgb = '34 211 238',
  openingMs = 5000,
  className,
  ...props
}: NetworkCanvasProps) {
  const allowed = useMotionAllowed();
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!allowed || !canvas || !ctx) return;
    const host = canvas.parentElement;
    let width = 0;
    let height = 0;
    let points: Node[] = [];
    let frame = 0;
    /** When the last frame was drawn (0: none since the start, a pause or rest). */
    let last = 0;
    let onScreen = true;
    /** The share of full speed the nodes drift at: 1 through the opening, 0 at rest. */
    let speed = 1;
    /** Drift at full speed for this many ms from the next frame (0: nothing asked since). */
    let driftFor = openingMs;
    /** Until when (a frame's time) the nodes drift at full speed; after it they ease to rest. */
    let driftUntil = 0;
    /** At rest: nothing moves and no frame is asked for until the pointer moves. */
    let resting = false;

    const paint = () => {
      ctx.clearRect(0, 0, width, height);
      ctx.lineWidth = 1;
      for (let i = 0; i < points.length; i++) {
        const a = points[i]!;
        for (let j = i + 1; j < points.length; j++) {
          const b = points[j]!;
          const d = Math.hypot(a.x - b.x, a.y - b.y);
          if (d > linkDistance) continue;
          const strength = vignette((a.x + b.x) / 2, (a.y + b.y) / 2, width, height);
          ctx.strokeStyle = `rgb(${rgb} / ${(1 - d / linkDistance) * 0.28 * strength})`;
          ctx.beginPath();
          ctx.moveTo(a.x, a.y);
          ctx.lineTo(b.x, b.y);
          ctx.stroke();
        }
      }
      for (const p of points) {
        ctx.fillStyle = `rgb(${rgb} / ${0.6 * vignette(p.x, p.y, width, height)})`;
        ctx.beginPath();
        ctx.arc(p.x, p.y, 1.6, 0, Math.PI * 2);
        ctx.fill();
      }
    };

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (points.length === 0) {
        points = Array.from({ length: nodes }, () => ({
          x: Math.random() * width,
          y: Math.random() * height,
          vx: (Math.random() - 0.5) * 0.024,
          vy: (Math.random() - 0.5) * 0.024,
        }));
      }
      // Resizing clears the canvas; a moving network is drawn again by its next frame.
      if (resting) paint();
    };

    const draw = (time: number) => {
      frame = 0;
      // Skip the display's frames in between (a few ms early is still on time: frames do not come exactly).
      if (last && time - last < 1000 / framesPerSecond - 4) {
        start();
        return;
      }
      const dt = Math.min(time - (last || time), 50);
      last = time;
      if (driftFor) {
        driftUntil = Math.max(driftUntil, time + driftFor);
        driftFor = 0;
      }
      const target = time < driftUntil ? 1 : 0;
      speed = target > speed ? Math.min(target, speed + dt / easeMs) : Math.max(target, speed - dt / easeMs);
      for (const p of points) {
        p.x += p.vx * dt * speed;
        p.y += p.vy * dt * speed;
        if (p.x < 0 || p.x > width) p.vx *= -1;
        if (p.y < 0 || p.y > height) p.vy *= -1;
      }
      paint();
      if (speed === 0 && target === 0) {
        resting = true;
        last = 0;
      } else start();
    };
    const start = () => {
      if (!frame && !resting && onScreen && !document.hidden) frame = requestAnimationFrame(draw);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      last = 0;
    };
    const wake = () => {
      driftFor = wakeMs;
      resting = false;
      start();
    };
    const onVisibility = () => (document.hidden ? stop() : start());

    resize();
    const resizeObserver = new ResizeObserver(resize);
    resizeObserver.observe(canvas);
    const intersection = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true;
      if (onScreen) start();
      else stop();
    });
    intersection.observe(canvas);
    document.addEventListener('visibilitychange', onVisibility);
    host?.addEventListener('pointermove', wake, { passive: true });
    start();
    return () => {
      stop();
      resizeObserver.disconnect();
      intersection.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      host?.removeEventListener('pointermove', wake);
    };
  }, [allowed, nodes, linkDistance, rgb, openingMs]);

  if (!allowed) return null;
  return (
    <canvas
      ref={ref}
      aria-hidden
      data-decor="network"
      className={cn('pointer-events-none absolute inset-0 -z-10 size-full', className)}
      {...props}
      data-slot="network-canvas"
    />
  );
}
