// Every back-office API call is checked here, before its handler, against core/backoffice/permissions.ts
// (BACK_OFFICE_API): a visitor gets UNAUTHORIZED, a staff role lacking the permission FORBIDDEN, an account that
// is not staff NOT_FOUND (as the pages answer), and a
// /data/admin route missing from the table is refused to everyone. Handlers read the checked staff with staffOf.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiPermission, isBackOfficeApi, type Permission } from '../../../core/backoffice/permissions.ts';
import { AppError } from '../../../core/errors.ts';
import type { AppServices } from '../../context.ts';
import { requireViewer } from '../../http/session.ts';
import { authorize, type Staff } from './staff.ts';

const checked = new WeakMap<FastifyRequest, Staff>();

export function registerBackOfficeAccess(app: FastifyInstance, services: Pick<AppServices, 'db'>): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.routeOptions.url;
    if (!url || !isBackOfficeApi(url)) return;
    const viewer = await requireViewer(request, reply);
    const permission = apiPermission(request.method, url);
    if (!permission) throw new AppError('FORBIDDEN');
    checked.set(request, await authorize(services.db, viewer.account.id, permission));
  });
}

/** The staff member the hook checked for this back-office call. */
export function staffOf(request: FastifyRequest): Staff {
  const staff = checked.get(request);
  if (!staff) throw new Error(`${request.routeOptions.url ?? request.url} is not in BACK_OFFICE_API`);
  return staff;
}

/**
 * A back-office call's description in the staff document: what it does, then the permission it needs and the
 * refusals of the hook above, which answer before its handler runs (decisions 131, 190).
 */
export const staffCall = (permission: Permission, text: string): string =>
  `${text} Needs \`${permission}\` (core/backoffice/permissions.ts); else 401 UNAUTHORIZED when signed out, 404 ` +
  'NOT_FOUND for an account that is not staff, 403 FORBIDDEN for staff without it and 403 ' +
  'SECOND_FACTOR_REQUIRED without two-step sign-in.';
