// autocannon ships no types; these are the parts the soak and the benchmark (bench/) use.
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Rewrites the request before each send (a falsy answer restarts the request list). */
    setupRequest?: (request: Request) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
  }
  export interface Result {
    /** Seconds the run took. */
    duration: number;
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Instance {
    stop(): void;
  }
  function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}
