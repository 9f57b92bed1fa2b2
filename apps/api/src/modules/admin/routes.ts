import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCashRoutes } from '../parcels/cash-routes';
import { adminDashboardRoutes } from '../dashboard/console-routes';
import { adminAccountRoutes } from '../accounts/admin-routes';
import { adminCatalogueRoutes } from '../catalogue/admin-routes';
import { adminCurrencyRoutes } from '../currency/admin-routes';
import { adminCalendarRoutes } from '../calendar/admin-routes';
import { adminDeliveryRoutes } from '../delivery/admin-routes';
import { adminOrderRoutes } from '../orders/admin-routes';
import { adminDocumentRoutes } from '../documents/admin-routes';
import { adminPaymentMethodRoutes } from '../payments/admin-routes';
import { adminReconciliationRoutes } from '../payments/reconciliation-routes';
import { adminParcelRoutes } from '../parcels/tracking-routes';
import { adminCourierRoutes } from '../parcels/admin-routes';
import { adminPrintRoutes } from '../print/admin-routes';
import { adminProductionRoutes } from '../production/admin-routes';
import { adminSettingsRoutes } from '../settings/admin-routes';
import { adminStaffRoutes } from '../staff/admin-routes';
import { adminMessageRoutes } from '../../messages/console-routes';
import { adminHistoryRoutes } from '../audit/console-routes';

/**
 * The admin side of the operations console, under /api/admin. Only registers each domain's admin
 * routes: every one is for admins only (`config.access: 'admin'`, checked by
 * `requireStaff('admin')` on each request, see plugins/console-access.ts).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ jwtSecret: string }> = async (app, options) => {
  // Multipart is parsed only here and in the seller routes (pictures); limits are per request.
  await app.register(fastifyMultipart);
  await app.register(adminCatalogueRoutes);
  await app.register(adminCurrencyRoutes);
  await app.register(adminStaffRoutes, { jwtSecret: options.jwtSecret });
  await app.register(adminAccountRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminDocumentRoutes);
  await app.register(adminCashRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminPrintRoutes);
  await app.register(adminProductionRoutes);
  await app.register(adminParcelRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminPaymentMethodRoutes);
  await app.register(adminReconciliationRoutes);
  await app.register(adminDeliveryRoutes);
  await app.register(adminCalendarRoutes);
  await app.register(adminCourierRoutes);
  await app.register(adminMessageRoutes);
  await app.register(adminHistoryRoutes);
};
