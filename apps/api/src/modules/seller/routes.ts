import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerDeliveryRoutes } from '../delivery/seller-routes';
import { sellerCashRoutes } from '../parcels/cash-routes';
import { sellerDashboardRoutes } from '../dashboard/console-routes';
import { sellerOrderRoutes } from '../orders/seller-routes';
import { sellerDocumentRoutes } from '../documents/seller-routes';
import { sellerParcelRoutes } from '../parcels/tracking-routes';
import { sellerWebhookRoutes } from '../parcels/webhook-routes';
import { sellerCourierAccountRoutes, sellerHandoverRoutes } from '../parcels/seller-routes';
import { sellerPrintRoutes } from '../print/seller-routes';
import { sellerDesignRoutes } from '../design/seller-routes';
import { sellerProductRoutes } from '../products/seller-routes';
import { sellerProductionRoutes } from '../production/seller-routes';
import { sellerMessageRoutes } from '../../messages/console-routes';
import { sellerHistoryRoutes } from '../audit/console-routes';
import { sellerStaffRoutes } from '../staff/seller-routes';

/**
 * The seller side of the operations console, under /api/seller. Only registers each domain's
 * seller routes: every one is for a signed-in, active seller (`config.access: 'seller'`) whose
 * member's role has the route's `config.capability` (shop-roles.ts), and
 * reaches that seller's own products and orders only; another seller's are answered as missing
 * (404). Chat lives with the chat module.
 */
export const sellerRoutes: FastifyPluginAsyncZod<{ jwtSecret: string }> = async (app, options) => {
  // Multipart is parsed only here and in the admin routes (pictures); limits are per request.
  await app.register(fastifyMultipart);
  await app.register(sellerProductRoutes);
  await app.register(sellerOrderRoutes);
  await app.register(sellerDocumentRoutes);
  await app.register(sellerCashRoutes);
  await app.register(sellerDashboardRoutes);
  await app.register(sellerPrintRoutes);
  await app.register(sellerDesignRoutes);
  await app.register(sellerProductionRoutes);
  await app.register(sellerDeliveryRoutes);
  await app.register(sellerParcelRoutes);
  await app.register(sellerCourierAccountRoutes);
  await app.register(sellerHandoverRoutes);
  await app.register(sellerWebhookRoutes);
  await app.register(sellerMessageRoutes);
  await app.register(sellerHistoryRoutes);
  await app.register(sellerStaffRoutes, { jwtSecret: options.jwtSecret });
};
