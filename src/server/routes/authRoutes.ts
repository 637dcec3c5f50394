import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../auth/passwords.js';
import { ErpError } from '../errors.js';
import { int, object, route, str } from '../schemas/routeSchema.js';
import type { RouteContext } from './routeContext.js';

const tags = ['Authentication'];
const tokenReply = object({ data: str('Access token (tira)') }, ['data']);
const refreshHeaderNote = 'The reply carries the refresh token in the `refresh-token` header.';

/** Login (hosted and on-premise), token refresh and url info: the calls usable without a session. */
export async function authRoutes(app: FastifyInstance, { db, tokens, config }: RouteContext): Promise<void> {
  const loginLimit = { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } };

  async function findUser(usuario: string, dominio: string) {
    return db.selectFrom('usuarios_erp as u')
      .innerJoin('organizaciones as o', 'o.id_organizacion', 'u.id_organizacion')
      .select(['u.user_id', 'u.password_hash', 'u.activo_sn', 'u.empresa_sesion'])
      .where((eb) => eb(eb.fn('upper', ['u.usuario']), '=', usuario.toUpperCase()))
      .where((eb) => eb(eb.fn('upper', ['o.dominio']), '=', dominio.toUpperCase()))
      .executeTakeFirst();
  }

  async function checkCredentials(usuario: string, password: string, dominio: string) {
    const user = await findUser(usuario, dominio);
    // Verify against a dummy hash when the user is unknown so both failures take the same time.
    const ok = await verifyPassword(password, user?.password_hash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=');
    return ok && user && user.activo_sn === 'S' ? user : undefined;
  }

  app.post('/wsr/auth/validateuser', {
    config: loginLimit,
    schema: route({
      summary: 'Log in (hosted)', description: `Checks user, password and domain and returns the access token as data. ${refreshHeaderNote}`,
      tags, auth: false,
      body: object({
        userName: str(undefined, { minLength: 1 }), password: str(undefined, { minLength: 1 }), domain: str(undefined, { minLength: 1 }),
        refreshToken: object({ expirationSeconds: int('Refresh-token lifetime; at most 864000', { minimum: 60, maximum: 864000 }) }, ['expirationSeconds']),
        captchaToken: str('Answer of the optional captcha widget'),
      }, ['userName', 'password', 'domain']),
      reply: tokenReply,
    }),
  }, async (request, reply) => {
    const { userName, password, domain, refreshToken } = request.body as { userName: string; password: string; domain: string; refreshToken?: { expirationSeconds: number } };
    const user = await checkCredentials(userName, password, domain);
    if (!user) throw new ErpError(401, 'AUTH_INVALID_CREDENTIALS');
    const ttl = Math.min(refreshToken?.expirationSeconds ?? config.refreshTokenMaxTtl, config.refreshTokenMaxTtl);
    reply.header('refresh-token', await tokens.issueRefresh(user.user_id, ttl));
    return { data: await tokens.issueAccess(user.user_id) };
  });

  app.post('/wscomun/procExpert/login', {
    config: loginLimit,
    schema: route({
      summary: 'Log in (on-premise)', description: `ERP login of an on-premise installation. Failures answer errorCode ≠ 0 with errorMsg. ${refreshHeaderNote}`,
      tags, auth: false,
      body: object({ usuario: str(undefined, { minLength: 1 }), password: str(undefined, { minLength: 1 }), dominio: str(undefined, { minLength: 1 }) }, ['usuario', 'password', 'dominio']),
      reply: object({ tira: str(), empresa: str(), errorCode: int(), errorMsg: str() }, ['errorCode']),
    }),
  }, async (request, reply) => {
    const { usuario, password, dominio } = request.body as { usuario: string; password: string; dominio: string };
    const user = await checkCredentials(usuario, password, dominio);
    if (!user) return { errorCode: 1, errorMsg: 'The user does not exist or the password is invalid' };
    reply.header('refresh-token', await tokens.issueRefresh(user.user_id, config.refreshTokenMaxTtl));
    return { tira: await tokens.issueAccess(user.user_id), empresa: user.empresa_sesion, errorCode: 0, errorMsg: '' };
  });

  app.post('/wsr/Auth/tokenRefreshGetAuth', {
    schema: route({
      summary: 'Refresh the access token',
      description: `Consumes the refresh token (single use) and returns a new access token. ${refreshHeaderNote} The new refresh token keeps the remaining lifetime of the old one.`,
      tags, auth: false,
      body: object({ orgId: int(), userId: int(), refreshTokenId: str(undefined, { minLength: 1 }) }, ['orgId', 'userId', 'refreshTokenId']),
      reply: tokenReply,
    }),
  }, async (request, reply) => {
    const { orgId, userId, refreshTokenId } = request.body as { orgId: number; userId: number; refreshTokenId: string };
    const owner = await db.selectFrom('usuarios_erp').select(['user_id']).where('user_id', '=', userId).where('id_organizacion', '=', orgId).where('activo_sn', '=', 'S').executeTakeFirst();
    const used = owner ? await tokens.consumeRefresh(userId, refreshTokenId) : { ok: false, remainingSeconds: 0 };
    if (!used.ok) throw new ErpError(401, 'AUTH_INVALID_REFRESH');
    reply.header('refresh-token', await tokens.issueRefresh(userId, used.remainingSeconds));
    return { data: await tokens.issueAccess(userId) };
  });

  app.post('/wsr/auth/logout', {
    schema: route({
      summary: 'End the session (path named by the reference services)',
      description: 'Revokes the given access token (tira) and refresh token at once, so neither works again even before it expires; other sessions of the user stay. '
        + 'Unknown or expired tokens are accepted silently, so logging out never fails.',
      tags, auth: false,
      body: object({ tira: str(undefined, { minLength: 1 }), refreshTokenId: str(undefined, { minLength: 1 }) }),
      reply: object({ result: str(undefined, { enum: ['ok'] }) }, ['result']),
    }),
  }, async (request) => {
    const { tira, refreshTokenId } = request.body as { tira?: string; refreshTokenId?: string };
    await tokens.revokeSession(tira, refreshTokenId);
    return { result: 'ok' };
  });

  app.post('/wscomun/portalinformes/getData', {
    schema: route({
      summary: 'Url info (get-url-info)',
      description: 'Identifies organisation, company and brand from the host name, or from the domain when the host is not registered. dominioDesdeHost S means the host gives the domain and the login page hides the field.',
      tags, auth: false,
      body: object({ dominio: str(), url: str('Host name of the page', { minLength: 1 }), usrAplMemcache: str() }, ['url']),
      reply: object({
        statusCode: str(), empresa: str(), organizacion: str('Domain of the organisation'), idOrganizacion: int(), marca: str(),
        dominio: str(), dominioDesdeHost: str(undefined, { enum: ['S', 'N'] }),
      }),
    }),
  }, async (request) => {
    const { dominio, url } = request.body as { dominio?: string; url: string };
    const byHost = await db.selectFrom('url_hosts as h').innerJoin('organizaciones as o', 'o.id_organizacion', 'h.id_organizacion')
      .select(['o.id_organizacion', 'o.dominio', 'o.marca', 'h.empresa']).where('h.host', '=', url.toLowerCase()).executeTakeFirst();
    const org = byHost ?? (dominio
      ? await db.selectFrom('organizaciones as o').innerJoin('empresas as e', 'e.id_organizacion', 'o.id_organizacion')
        .select(['o.id_organizacion', 'o.dominio', 'o.marca', 'e.empresa'])
        .where((eb) => eb(eb.fn('upper', ['o.dominio']), '=', dominio.toUpperCase())).orderBy('e.empresa').executeTakeFirst()
      : undefined);
    if (!org) throw new ErpError(404, 'UNKNOWN_DOMAIN');
    return {
      statusCode: '200', empresa: org.empresa, organizacion: org.dominio, idOrganizacion: org.id_organizacion, marca: org.marca,
      dominio: org.dominio, dominioDesdeHost: byHost ? 'S' : 'N',
    };
  });
}
