import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@chapkhana/shared/fields';
import {
  courierDaysSchema,
  holidayChangeResponseSchema,
  holidayInputSchema,
  holidaysResponseSchema,
  workingWeekInputSchema,
  workingWeekSchema,
} from '@chapkhana/shared/working-days';
import { errorResponses } from '../../lib/error-responses';
import { signedInStaff } from '../../plugins/auth';
import { adminOnly } from '../../plugins/console-access';
import {
  addHoliday,
  courierDays,
  editHoliday,
  listHolidays,
  removeHoliday,
  setCourierDays,
  setWorkingWeek,
  workingWeek,
} from './service';

const errors = errorResponses(400, 401, 403);
const holidayParams = z.object({ id: idSchema });

/**
 * The admin's working-day calendar (issue 39): the holidays (each change re-dates running jobs
 * and says how many), the working week and the courier's days from ready to door.
 */
export const adminCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = adminOnly(app);

  app.get(
    '/holidays',
    { ...access, schema: { response: { 200: holidaysResponseSchema, ...errors } } },
    async () => ({ holidays: await listHolidays(db()) }),
  );

  app.post(
    '/holidays',
    {
      ...access,
      schema: {
        body: holidayInputSchema,
        response: { 201: holidayChangeResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addHoliday(db(), request.body, signedInStaff(request).id, app.clock.now());
    },
  );

  app.put(
    '/holidays/:id',
    {
      ...access,
      schema: {
        params: holidayParams,
        body: holidayInputSchema,
        response: {
          200: holidayChangeResponseSchema,
          ...errors,
          ...errorResponses(404, 409),
        },
      },
    },
    async (request) =>
      editHoliday(
        db(),
        request.params.id,
        request.body,
        signedInStaff(request).id,
        app.clock.now(),
      ),
  );

  app.delete(
    '/holidays/:id',
    {
      ...access,
      schema: {
        params: holidayParams,
        response: { 200: holidayChangeResponseSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) =>
      removeHoliday(db(), request.params.id, signedInStaff(request).id, app.clock.now()),
  );

  app.get(
    '/working-week',
    { ...access, schema: { response: { 200: workingWeekSchema, ...errors } } },
    async () => workingWeek(db()),
  );

  app.put(
    '/working-week',
    {
      ...access,
      schema: { body: workingWeekInputSchema, response: { 200: workingWeekSchema, ...errors } },
    },
    async (request) =>
      setWorkingWeek(db(), request.body.days, signedInStaff(request).id, app.clock.now()),
  );

  app.get(
    '/courier-days',
    { ...access, schema: { response: { 200: courierDaysSchema, ...errors } } },
    async () => courierDays(db()),
  );

  app.put(
    '/courier-days',
    {
      ...access,
      schema: { body: courierDaysSchema, response: { 200: courierDaysSchema, ...errors } },
    },
    async (request) =>
      setCourierDays(db(), request.body, signedInStaff(request).id, app.clock.now()),
  );
};
