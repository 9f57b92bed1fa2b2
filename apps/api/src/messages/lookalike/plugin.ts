import type { FastifyContextConfig, FastifyPluginAsync } from 'fastify';
import { createGraphWorld, graphLookalikeRoutes, type GraphLookalikeOptions } from './graph';
import { createOtpiqWorld, otpiqLookalikeRoutes, type OtpiqLookalikeOptions } from './otpiq';

export interface MessagesLookalikeOptions {
  graph: Omit<GraphLookalikeOptions, 'routeConfig'>;
  otpiq: Omit<OtpiqLookalikeOptions, 'routeConfig'>;
  /** Given to every route, for the host app's route checks (its access and cache rules). */
  routeConfig?: FastifyContextConfig;
}

/**
 * The look-alike WhatsApp Graph API under `/graph` and OTPIQ under `/otpiq` (their paths as the
 * real hosts have them below that), for tests and the demo with MESSAGES_LOOKALIKE.
 */
export const messagesLookalikePlugin: FastifyPluginAsync<MessagesLookalikeOptions> = async (
  app,
  options,
) => {
  const graph = createGraphWorld(options.graph);
  const otpiq = createOtpiqWorld(options.otpiq);
  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).send({
      message: status < 500 ? (error.message ?? 'Bad request') : 'Server error',
      error: {
        message: status < 500 ? 'Invalid parameter' : 'Server error',
        code: status < 500 ? 100 : 1,
      },
    });
  });
  // Held requests ("never answers") end when the app closes.
  app.addHook('preClose', async () => {
    graph.close();
    otpiq.close();
  });
  await app.register(graphLookalikeRoutes, {
    ...options.graph,
    routeConfig: options.routeConfig,
    world: graph,
    prefix: '/graph',
  });
  await app.register(otpiqLookalikeRoutes, {
    ...options.otpiq,
    routeConfig: options.routeConfig,
    world: otpiq,
    prefix: '/otpiq',
  });
};
