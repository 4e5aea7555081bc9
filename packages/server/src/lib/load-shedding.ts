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

/**
 * Past what a node can serve, answer 503 with Retry-After at once rather than queue the request behind thousands of
 * others (@fastify/under-pressure, which measures the event loop and the heap every sample). A refused client
 * retries later or on another node; what is served keeps its latency. Routes with `config: ALWAYS_ANSWER` are
 * exempt.
 */
export async function loadShedding(fastify: FastifyInstance, { maxEventLoopDelayMs, maxHeapUsedMb }: LoadSheddingOptions) {
  const heapMb = maxHeapUsedMb ?? Math.floor((getHeapStatistics().heap_size_limit * 0.9) / 2 ** 20);
  await fastify.register(underPressure, {
    sampleInterval: SAMPLE_MS,
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes: heapMb * 2 ** 20,
    retryAfter: RETRY_AFTER_SECONDS,
    // The product's refusal, answered by the app's error handler as every other 503 (no log line per refusal: under
    // pressure that would be thousands a second).
    customError: Unavailable,
  });
}
