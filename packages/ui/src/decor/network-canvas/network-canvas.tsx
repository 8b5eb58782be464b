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
}

interface Node {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/**
 * A slowly drifting network of nodes and lines drawn on one canvas, behind a section. Decorative:
 * hidden from assistive technology, never intercepts clicks, absent under reduced motion and on
 * touch screens, and paused while the tab is hidden or the canvas is off-screen.
 */
export function NetworkCanvas({ nodes = 50, linkDistance = 150, rgb = '34 211 238', className, ...props }: NetworkCanvasProps) {
  const allowed = useMotionAllowed();
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!allowed || !canvas || !ctx) return;
    let width = 0;
    let height = 0;
    let points: Node[] = [];
    let frame = 0;
    let last = 0;
    let onScreen = true;

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
    };

    const draw = (time: number) => {
      frame = 0;
      const dt = Math.min(time - (last || time), 50);
      last = time;
      ctx.clearRect(0, 0, width, height);
      for (const p of points) {
        p.x += p.vx * dt;
        p.y += p.vy * dt;
        if (p.x < 0 || p.x > width) p.vx *= -1;
        if (p.y < 0 || p.y > height) p.vy *= -1;
      }
      ctx.lineWidth = 1;
      for (let i = 0; i < points.length; i++) {
        const a = points[i]!;
        for (let j = i + 1; j < points.length; j++) {
          const b = points[j]!;
          const d = Math.hypot(a.x - b.x, a.y - b.y);
          if (d > linkDistance) continue;
          ctx.strokeStyle = `rgb(${rgb} / ${(1 - d / linkDistance) * 0.28})`;
          ctx.beginPath();
          ctx.moveTo(a.x, a.y);
          ctx.lineTo(b.x, b.y);
          ctx.stroke();
        }
      }
      ctx.fillStyle = `rgb(${rgb} / 0.6)`;
      for (const p of points) {
        ctx.beginPath();
        ctx.arc(p.x, p.y, 1.6, 0, Math.PI * 2);
        ctx.fill();
      }
      start();
    };
    const start = () => {
      if (!frame && onScreen && !document.hidden) frame = requestAnimationFrame(draw);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      last = 0;
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
    start();
    return () => {
      stop();
      resizeObserver.disconnect();
      intersection.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [allowed, nodes, linkDistance, rgb]);

  if (!allowed) return null;
  return (
    <canvas
      ref={ref}
      aria-hidden
      data-decor="network"
      className={cn(
        'pointer-events-none absolute inset-0 -z-10 size-full [mask-image:radial-gradient(ellipse_55%_50%_at_50%_50%,rgb(0_0_0/0.2),black)]',
        className,
      )}
      {...props}
      data-slot="network-canvas"
    />
  );
}
