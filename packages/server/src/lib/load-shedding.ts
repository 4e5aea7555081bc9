import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { messages } from '@chorus/core';
import { RETRY_AFTER_SECONDS } from './failures.ts';
import { HttpError } from './http.ts';

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) over a sample past which requests are refused; 0: no check. */
  maxEventLoopDelayMs: number;
  /** Heap in use (MB) past which requests are refused; undefined: 90 % of V8's heap limit; 0: no check. */
  maxHeapUsedMb?: number;
}

class Unavailable extends HttpError {
  constructor() {
    super(503, messages.generic.unavailable);
  }
}

/** How often the node measures itself: short, so shedding starts and stops within a quarter of a second. */
const SAMPLE_MS = 250;

/** Route config that keeps a route answering under pressure (health checks: a load balancer must see the node). */
export const ALWAYS_ANSWER = { pressureHandler: () => undefined } as const;

const PROBE_MS = 10;

/**
 * The event loop's delay over the last sample (ms): the mean delay of probes every 10 ms (perf_hooks' histogram),
 * or how late the sample itself came when that is more. A sample with no probe in it means the loop did not turn
 * for the whole sample (PGlite drains a queue of queries in one run of microtasks): its delay is how late it came.
 * under-pressure's own check takes such a sample as infinitely late, and refused nine entries in ten on PGlite at
 * 50 connections while it was answering them within 250 ms.
 */
export function eventLoopMonitor(sampleMs: number) {
  const probes = monitorEventLoopDelay({ resolution: PROBE_MS });
  probes.enable();
  let last = performance.now();
  let delay = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const late = Math.max(0, now - last - sampleMs);
    last = now;
    delay = probes.count > 0 ? Math.max(late, probes.mean / 1e6 - PROBE_MS) : late;
    probes.reset();
  }, sampleMs);
  timer.unref();
  return {
    delay: () => delay,
    stop: () => {
      clearInterval(timer);
      probes.disable();
    },
  };
}

/**
 * Past what a node can serve, answer 503 with Retry-After at once rather than queue the request behind thousands of
 * others (@fastify/under-pressure, which measures the heap every sample and asks `eventLoopMonitor` about the
 * event loop). A refused client retries later or on another node; what is served keeps its latency. Routes with
 * `config: ALWAYS_ANSWER` are exempt.
 */
export async function loadShedding(fastify: FastifyInstance, { maxEventLoopDelayMs, maxHeapUsedMb }: LoadSheddingOptions) {
  const heapMb = maxHeapUsedMb ?? Math.floor((getHeapStatistics().heap_size_limit * 0.9) / 2 ** 20);
  const loop = maxEventLoopDelayMs > 0 ? eventLoopMonitor(SAMPLE_MS) : null;
  if (loop) fastify.addHook('onClose', async () => loop.stop());
  await fastify.register(underPressure, {
    sampleInterval: SAMPLE_MS,
    ...(loop && { healthCheck: async () => loop.delay() <= maxEventLoopDelayMs, healthCheckInterval: SAMPLE_MS }),
    maxHeapUsedBytes: heapMb * 2 ** 20,
    retryAfter: RETRY_AFTER_SECONDS,
    // The product's refusal, answered by the app's error handler as every other 503 (no log line per refusal: under
    // pressure that would be thousands a second).
    customError: Unavailable,
  });
}
